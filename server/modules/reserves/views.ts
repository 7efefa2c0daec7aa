// What the API says of a snapshot: its summary, and its figures with the reserves per currency.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { PlatformAddress, ReserveLine, SnapshotFigures, SnapshotSummary } from '../../../src/contract/reserves';
import { Decimal } from '../../../src/shared/lib/decimal';
import type { Db } from '../../core/db';
import { type PageAsk, readPage } from '../../core/paging';
import type { Paged } from '../../../src/contract/common';
import type { SnapshotCurrency } from './liabilities';
import { reservesAddresses, reservesChains, reservesSnapshots, type SnapshotRow } from './schema';

/** The currency the chains hold (test USDT on the dev chain, USDT on the others). */
export const ON_CHAIN_CODE = 'USDT';

export const currenciesOf = (row: SnapshotRow): SnapshotCurrency[] => JSON.parse(row.currencies) as SnapshotCurrency[];
export const sumsOf = (row: SnapshotRow): string[] => JSON.parse(row.sums) as string[];

export function summaryOf(row: SnapshotRow): SnapshotSummary {
  const sums = sumsOf(row);
  return {
    id: row.id,
    status: row.status,
    trigger: row.trigger,
    taken_at: row.created_at,
    published_at: row.published_at,
    position: row.position,
    root: row.root,
    leaf_count: row.leaf_count,
    currencies: currenciesOf(row).map((c, i) => ({ code: c.code, liabilities: sums[i] ?? '0' })),
    reason: row.reason,
    proofs: row.status === 'published' && row.tree_kept === 1,
  };
}

/** reserves ÷ liabilities, 4 places rounded down; null when either is missing or there are no liabilities. */
function ratioOf(reserves: string | null, liabilities: string): string | null {
  if (reserves === null || new Decimal(liabilities).isZero()) return null;
  return new Decimal(reserves).div(liabilities).toFixed(4, Decimal.ROUND_DOWN);
}

export async function figuresOf(db: Db, row: SnapshotRow): Promise<SnapshotFigures> {
  const summary = summaryOf(row);
  const chains = await db
    .select()
    .from(reservesChains)
    .where(eq(reservesChains.snapshot_id, row.id))
    .orderBy(asc(reservesChains.chain_id))
    .all();
  const counts = new Map(
    (
      await db
        .select({ chain_id: reservesAddresses.chain_id, n: count() })
        .from(reservesAddresses)
        .where(eq(reservesAddresses.snapshot_id, row.id))
        .groupBy(reservesAddresses.chain_id)
        .all()
    ).map((c) => [c.chain_id, c.n] as const),
  );
  const read = chains.filter((c) => c.status === 'read');
  const onChain = read.reduce((sum, c) => sum.plus(c.total ?? '0'), new Decimal(0));
  const lines = summary.currencies.map(({ code, liabilities }) => ({ code, liabilities }));
  // The chains' currency is listed even when no user holds any of it.
  if (chains.length > 0 && !lines.some((l) => l.code === ON_CHAIN_CODE)) lines.unshift({ code: ON_CHAIN_CODE, liabilities: '0' });
  const reserves: ReserveLine[] = lines.map(({ code, liabilities }) => {
    const isChainCurrency = code === ON_CHAIN_CODE && chains.length > 0;
    const held = isChainCurrency && read.length > 0 ? onChain.toFixed() : null;
    return {
      code,
      liabilities,
      reserves: held,
      ratio: ratioOf(held, liabilities),
      on_chain: isChainCurrency,
      unread_chains: isChainCurrency ? chains.length - read.length : 0,
    };
  });
  return {
    ...summary,
    chains: chains.map((c) => ({
      chain_id: c.chain_id,
      name: c.name,
      usdt: c.usdt,
      explorer: c.explorer,
      block_number: c.block_number,
      status: c.status,
      total: c.total,
      addresses: counts.get(c.chain_id) ?? 0,
    })),
    reserves,
  };
}

export async function snapshotById(db: Db, id: number): Promise<SnapshotRow | undefined> {
  return await db.select().from(reservesSnapshots).where(eq(reservesSnapshots.id, id)).get();
}

/** The newest published snapshot. */
export async function latestPublished(db: Db): Promise<SnapshotRow | undefined> {
  return await db
    .select()
    .from(reservesSnapshots)
    .where(eq(reservesSnapshots.status, 'published'))
    .orderBy(desc(reservesSnapshots.id))
    .limit(1)
    .get();
}

export async function addressPage(db: Db, snapshotId: number, ask: PageAsk): Promise<Paged<PlatformAddress>> {
  const where = and(eq(reservesAddresses.snapshot_id, snapshotId));
  return await readPage(
    db
      .select()
      .from(reservesAddresses)
      .where(where)
      .orderBy(asc(reservesAddresses.chain_id), desc(reservesAddresses.role), asc(reservesAddresses.address)),
    db.select({ n: count() }).from(reservesAddresses).where(where),
    ask,
    ({ snapshot_id: _, ...a }) => a,
  );
}
