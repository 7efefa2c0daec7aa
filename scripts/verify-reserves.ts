// npm run verify-reserves -- proof.json [--api https://host/api]
// Checks a proof-of-reserves file (downloaded from the Proof of reserves page) outside the browser, with
// the same code the server built the tree with (src/shared/reserves): recomputes the leaf and every level
// up to the root and says "Included", or exits 1 naming the first step that does not match. With --api,
// it also checks that the file's snapshot is the one that server publishes (root, sums, accounts).
import fs from 'node:fs';
import { describeFailure, type ReservesProof, verifyProof } from '../src/shared/reserves/proof';

async function main(args: string[]): Promise<number> {
  const apiAt = args.indexOf('--api');
  const api = apiAt >= 0 ? args[apiAt + 1] : undefined;
  const file = args.find((a, i) => !a.startsWith('--') && (apiAt < 0 || i !== apiAt + 1));
  if (!file || (apiAt >= 0 && !api)) {
    console.error('usage: npm run verify-reserves -- proof.json [--api https://host/api]');
    return 2;
  }
  let content: unknown;
  try {
    content = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    console.log(`Not included: ${describeFailure({ step: 'file', detail: error instanceof Error ? error.message : String(error) })}`);
    return 1;
  }
  const check = verifyProof(content);
  if (!check.included) {
    console.log(`Not included: ${describeFailure(check.failure)}`);
    return 1;
  }
  const proof = content as ReservesProof;
  const { snapshot: s, leaf } = proof;
  if (api) {
    const response = await fetch(`${api.replace(/\/$/, '')}/reserves/snapshot?id=${s.id}`).catch(() => null);
    const body = (await response?.json().catch(() => null)) as {
      message?: { root?: string; leaf_count?: number; currencies?: Array<{ code: string; liabilities: string }> };
    } | null;
    const published = body?.message;
    if (!published?.root) {
      console.log(`Cannot compare: ${api} did not give snapshot ${s.id}`);
      return 1;
    }
    const sums = (published.currencies ?? []).map((c) => `${c.code} ${c.liabilities}`).join(', ');
    const mine = s.currencies.map((c, i) => `${c} ${s.sums[i]}`).join(', ');
    if (published.root !== s.root || published.leaf_count !== s.leaf_count || sums !== mine) {
      console.log(
        `Not included: the file's snapshot is not the one ${api} publishes (root ${published.root}, ${published.leaf_count} accounts, ${sums})`,
      );
      return 1;
    }
  }
  console.log(
    `Included: user ${leaf.user_id}'s balances (${s.currencies.map((c, i) => `${leaf.balances[i]} ${c}`).join(', ') || 'none'}) are in snapshot ${s.id}`,
  );
  console.log(`  root ${s.root}: ${s.leaf_count} accounts at journal position ${s.position}, ${proof.path.length} levels checked`);
  console.log(`  liabilities ${s.currencies.map((c, i) => `${s.sums[i]} ${c}`).join(', ') || 'none'}`);
  if (!api) console.log(`  Compare the root with the one the platform publishes for snapshot ${s.id} (or pass --api https://host/api).`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
