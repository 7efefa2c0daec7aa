// The projects a demo database starts with, fictional and placed around the seed time: one on sale now
// for about 30 days, one starting in 7 days, one ended (delivery still to come). Written once; an
// operator's changes stay. Nothing is sold yet: a project's `sold` is always the sum of its orders, so
// a figure no order explains is never shown. A production database starts with none: the operator
// creates each project (admin/project/create).
import { sql } from 'drizzle-orm';
import { type Db, now } from '../../core/db';
import { currencyIdOf } from '../../core/ledger';
import { presaleProjects } from './schema';

const DAY = 86_400;

const projects = (t: number) => [
  {
    code: 'NOVA',
    name: 'Nova Ledger',
    description: 'A settlement network for small merchants: instant receipts, low fees, open books.',
    supply: '10000000',
    price: '0.05',
    start_at: t - 2 * DAY,
    end_at: t + 30 * DAY,
    delivery_at: t + 33 * DAY,
    min_amount: '100',
    max_amount: '200000',
  },
  {
    code: 'LUMN',
    name: 'Lumen Grid',
    description: 'Peer-to-peer trading of rooftop solar power between neighbours, metered on chain.',
    supply: '5000000',
    price: '0.12',
    start_at: t + 7 * DAY,
    end_at: t + 37 * DAY,
    delivery_at: t + 40 * DAY,
    min_amount: '50',
    max_amount: '50000',
  },
  {
    code: 'HRBR',
    name: 'Harbor Pay',
    description: 'Cross-border payroll for shipping crews, paid in local currencies at the quay.',
    supply: '2000000',
    price: '0.08',
    start_at: t - 40 * DAY,
    end_at: t - 10 * DAY,
    delivery_at: t + 5 * DAY,
    min_amount: '100',
    max_amount: '100000',
  },
];

export async function seedPresaleProjects(db: Db): Promise<void> {
  const count = (await db.select({ n: sql<number>`count(*)` }).from(presaleProjects).get())?.n ?? 0;
  const usdt = await currencyIdOf(db, 'USDT');
  if (count > 0 || usdt === null) return;
  const t = now();
  await db.transaction(async () => {
    for (const p of projects(t))
      await db
        .insert(presaleProjects)
        .values({ ...p, pay_currency_id: usdt, decimals: 2, created_at: t })
        .run();
  });
}
