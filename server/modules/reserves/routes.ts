import { count, desc } from 'drizzle-orm';
import { reservesAdminCalls, reservesCalls } from '../../../src/contract/reserves';
import { ApiFailure } from '../../core/http';
import type { ModuleKit } from '../../core/module';
import { proofFor } from './proofs';
import { reservesSnapshots } from './schema';
import type { Snapshots } from './snapshots';
import { addressPage, figuresOf, latestPublished, snapshotById, summaryOf } from './views';

export function registerReservesRoutes({ route, db }: ModuleKit, snapshots: Snapshots): void {
  const byId = (id: number) => {
    const row = snapshotById(db, id);
    if (!row) throw new ApiFailure('reservesErrors.noSnapshot', { id }, { field: 'id' });
    return row;
  };

  route(reservesCalls.reservesSnapshots, ({ page, limit }) => {
    const list = db
      .select()
      .from(reservesSnapshots)
      .orderBy(desc(reservesSnapshots.id))
      .limit(limit)
      .offset((page - 1) * limit)
      .all()
      .map(summaryOf);
    const total = db.select({ n: count() }).from(reservesSnapshots).get()?.n ?? 0;
    return { list, total, page, limit };
  });

  route(reservesCalls.reservesSnapshot, ({ id }) => {
    const row = id === undefined ? latestPublished(db) : byId(id);
    return row ? figuresOf(db, row) : null;
  });

  route(reservesCalls.reservesAddresses, ({ id, page, limit }) => {
    byId(id);
    return { ...addressPage(db, id, page, limit), page, limit };
  });

  route(reservesCalls.reservesProof, ({ id }, { user }) => {
    const row = id === undefined ? latestPublished(db) : byId(id);
    if (!row) throw new ApiFailure('reservesErrors.noneYet');
    return proofFor(db, row, user);
  });

  route(reservesAdminCalls.adminReservesSnapshot, async () => figuresOf(db, byId(await snapshots.take('admin'))));
}
