// One user's proof of inclusion, from a published snapshot's stored tree (src/shared/reserves/proof.ts).
import type { ReservesProof } from '../../../src/shared/reserves/proof';
import { buildProof } from '../../../src/shared/reserves/proof';
import { bytesOfHex } from '../../../src/shared/reserves/amounts';
import { saltMaker, sumsOfBytes, type TreeNode } from '../../../src/shared/reserves/tree';
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
  const nodeAt = async (level: number, position: number): Promise<TreeNode> => {
    const node = await storedNode(db, row.id, level, position);
    if (!node) throw new Error(`snapshot ${row.id} is missing node ${level}/${position}`);
    return { hash: new Uint8Array(node.hash), sums: sumsOfBytes(node.sums, width) };
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
