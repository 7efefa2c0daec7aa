import { count, desc } from 'drizzle-orm';
import { reservesAdminCalls, reservesCalls } from '../../../src/contract/reserves';
import { ApiFailure } from '../../core/http';
import type { ModuleKit } from '../../core/module';
import { readPage } from '../../core/paging';
import { proofFor } from './proofs';
import { reservesSnapshots } from './schema';
import type { Snapshots } from './snapshots';
import { addressPage, figuresOf, latestPublished, snapshotById, summaryOf } from './views';

export function registerReservesRoutes({ route, db }: ModuleKit, snapshots: Snapshots): void {
  const byId = async (id: number) => {
    const row = await snapshotById(db, id);
    if (!row) throw new ApiFailure('reservesErrors.noSnapshot', { id }, { field: 'id' });
    return row;
  };

  route(
    reservesCalls.reservesSnapshots,
    async ({ page, limit }) =>
      await readPage(
        db.select().from(reservesSnapshots).orderBy(desc(reservesSnapshots.id)),
        db.select({ n: count() }).from(reservesSnapshots),
        { page, limit },
        summaryOf,
      ),
  );

  route(reservesCalls.reservesSnapshot, async ({ id }) => {
    const row = id === undefined ? await latestPublished(db) : await byId(id);
    return row ? await figuresOf(db, row) : null;
  });

  route(reservesCalls.reservesAddresses, async ({ id, page, limit }) => {
    await byId(id);
    return await addressPage(db, id, { page, limit });
  });

  route(reservesCalls.reservesProof, async ({ id }, { user }) => {
    const row = id === undefined ? await latestPublished(db) : await byId(id);
    if (!row) throw new ApiFailure('reservesErrors.noneYet');
    return await proofFor(db, row, user);
  });

  route(reservesAdminCalls.adminReservesSnapshot, async () => await figuresOf(db, await byId(await snapshots.take('admin'))));
}
