// One user's proof of inclusion, from a published snapshot's stored tree (src/shared/reserves/proof.ts).
import type { ReservesProof } from '../../../src/shared/reserves/proof';
import { buildProof } from '../../../src/shared/reserves/proof';
import { bytesOfHex } from '../../../src/shared/reserves/amounts';
import { levelSizes, saltMaker, sumsOfBytes, type TreeNode } from '../../../src/shared/reserves/tree';
import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/http';
import type { UserRow } from '../../core/users';
import type { SnapshotRow } from './schema';
import { leafOf, storedNode } from './store';
import { currenciesOf, sumsOf } from './views';

export async function proofFor(db: Db, row: SnapshotRow, user: UserRow): Promise<ReservesProof> {
  if (user.account_type === 'demo') throw new ApiFailure('reservesErrors.demo');
  if (row.status !== 'published' || row.tree_kept !== 1 || row.root === null || row.position === null) {
    throw new ApiFailure('reservesErrors.noProof', { id: row.id }, { field: 'id' });
  }
  const leaf = await leafOf(db, row.id, user.id);
  if (!leaf) throw new ApiFailure('reservesErrors.notIncluded', { id: row.id });
  const currencies = currenciesOf(row);
  const width = currencies.length;
  const secret = bytesOfHex(row.secret);
  if (!secret) throw new Error(`snapshot ${row.id} has no secret`);
  // The nodes the path reads, read first: at each level the leaf's ancestor and its sibling (where it exists).
  const nodes = new Map<string, TreeNode>();
  const sizes = levelSizes(row.leaf_count);
  for (let level = 0; level < sizes.length; level++) {
    const position = Math.floor(leaf.position / 2 ** level);
    for (const p of [position, position % 2 === 1 ? position - 1 : position + 1]) {
      if (p >= sizes[level]) continue;
      const node = await storedNode(db, row.id, level, p);
      if (node) nodes.set(`${level}/${p}`, { hash: new Uint8Array(node.hash), sums: sumsOfBytes(node.sums, width) });
    }
  }
  const nodeAt = (level: number, position: number): TreeNode => {
    const node = nodes.get(`${level}/${position}`);
    if (!node) throw new Error(`snapshot ${row.id} is missing node ${level}/${position}`);
    return node;
  };
  return buildProof(
    {
      id: row.id,
      root: row.root,
      currencies: currencies.map((c) => c.code),
      sums: sumsOf(row),
      leaf_count: row.leaf_count,
      position: row.position,
      taken_at: row.created_at,
    },
    { userId: user.id, index: leaf.position, salt: saltMaker(secret)(user.id), balances: sumsOfBytes(leaf.sums, width) },
    nodeAt,
  );
}
