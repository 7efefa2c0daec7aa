// The admin's side of the presale: create a project with all its parameters, change them before the
// sale starts, close a sale (orders already made are still delivered), list the projects. The
// parameters are checked together: end after start, delivery not before the end, minimum ≤ maximum ≤
// supply, amounts in the token's units, the code not used by another project or currency.
import { count, desc, eq } from 'drizzle-orm';
import type { AdminProject, PresaleCreate, PresaleUpdate } from '../../../src/contract/presale';
import { dec } from '../../../src/shared/lib/decimal';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { currencyIdOf, text } from '../../core/ledger';
import type { Delivery } from './delivery';
import { type ProjectRow, presaleOrders, presaleProjects } from './schema';
import type { Presale } from './service';

const fail = (key: string, field: string, vars: Record<string, string | number> = {}) => new ApiFailure(key, vars, { field });
type Params = Omit<PresaleCreate, 'description'> & { description: string };

/** Refuses parameters that do not hold together; `id` is the project being changed (its own code is fine). */
async function check(db: Db, v: Params, id: number | null): Promise<void> {
  const other = await db.select({ id: presaleProjects.id }).from(presaleProjects).where(eq(presaleProjects.code, v.code)).get();
  const mine = id === null ? null : await db.select().from(presaleProjects).where(eq(presaleProjects.id, id)).get();
  if ((other && other.id !== id) || ((await currencyIdOf(db, v.code)) !== null && mine?.code !== v.code))
    throw fail('presaleErrors.codeTaken', 'code', { code: v.code });
  if (v.end_at <= v.start_at) throw fail('presaleErrors.endBeforeStart', 'end_at');
  if (v.end_at <= now()) throw fail('presaleErrors.endPast', 'end_at');
  if (v.delivery_at < v.end_at) throw fail('presaleErrors.deliveryBeforeEnd', 'delivery_at');
  for (const field of ['supply', 'min_amount', 'max_amount'] as const)
    if (dec(v[field]).decimalPlaces() > v.decimals) throw fail('presaleErrors.units', field, { decimals: v.decimals });
  if (dec(v.min_amount).gt(v.max_amount)) throw fail('presaleErrors.minAboveMax', 'min_amount');
  if (dec(v.max_amount).gt(v.supply)) throw fail('presaleErrors.maxAboveSupply', 'max_amount');
}

const stored = (v: Params) => ({
  code: v.code,
  name: v.name,
  description: v.description,
  decimals: v.decimals,
  start_at: v.start_at,
  end_at: v.end_at,
  delivery_at: v.delivery_at,
  supply: text(v.supply),
  price: text(v.price),
  min_amount: text(v.min_amount),
  max_amount: text(v.max_amount),
});

export function createProjectAdmin(db: Db, presale: Presale, delivery: Delivery) {
  async function adminView(p: ProjectRow): Promise<AdminProject> {
    const orders = (await db.select({ n: count() }).from(presaleOrders).where(eq(presaleOrders.project_id, p.id)).get())?.n ?? 0;
    return { ...(await presale.view(p)), closed: p.closed === 1, orders, delivered_at: p.delivered_at };
  }

  const list = async () =>
    await Promise.all((await db.select().from(presaleProjects).orderBy(desc(presaleProjects.id)).all()).map(adminView));

  async function create(input: PresaleCreate): Promise<AdminProject> {
    return await db.transaction(async () => {
      const usdt = await currencyIdOf(db, 'USDT');
      if (usdt === null) throw fail('presaleErrors.payCurrency', 'code');
      await check(db, input, null);
      const row = await db
        .insert(presaleProjects)
        .values({ ...stored(input), pay_currency_id: usdt, created_at: now() })
        .returning()
        .get();
      await delivery.scheduleDelivery(row);
      return await adminView(row);
    });
  }

  /** Changes parameters of a project whose sale has not started (nor been closed). */
  async function update({ id, ...changes }: PresaleUpdate): Promise<AdminProject> {
    return await db.transaction(async () => {
      const p = await presale.projectById(id);
      if (!p) throw new ApiFailure('presaleErrors.project', {}, { field: 'id', status: 404 });
      if (p.closed === 1 || now() >= p.start_at) throw fail('presaleErrors.started', 'id');
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      const next: Params = { ...p, ...defined };
      await check(db, next, id);
      const row = await db.update(presaleProjects).set(stored(next)).where(eq(presaleProjects.id, id)).returning().get();
      await delivery.scheduleDelivery(row);
      return await adminView(row);
    });
  }

  /** Stops the sale now. Orders already made are delivered at the delivery date as planned. */
  async function close(id: number): Promise<AdminProject> {
    return await db.transaction(async () => {
      const p = await presale.projectById(id);
      if (!p) throw new ApiFailure('presaleErrors.project', {}, { field: 'id', status: 404 });
      if (p.delivered_at !== null) throw fail('presaleErrors.delivered', 'id');
      const row = await db.update(presaleProjects).set({ closed: 1 }).where(eq(presaleProjects.id, id)).returning().get();
      return await adminView(row);
    });
  }

  return { list, create, update, close };
}
