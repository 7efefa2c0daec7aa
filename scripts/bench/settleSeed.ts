// Seeds the settlement benchmark (scripts/bench/settle.mjs): a fresh database in DATA_DIR (or DATABASE_URL) with USERS
// real users, each funded and holding ORDERS_EACH running term orders (AI savings and locked mining
// alternately), written as the engine writes a purchase (the order row, the amount frozen, day 1's income
// job), with every job due far in the future; the benchmark moves them due while it measures.
//   tsx scripts/bench/settleSeed.ts <dataDir> <orders>
import { eq } from 'drizzle-orm';
import { createServer } from '../../server/app';
import { clock } from '../../server/core/clock';
import { EXTERNAL_ID, freeze, transfer } from '../../server/core/ledger';
import { createUser } from '../../server/core/users';
import { incomeJob } from '../../server/modules/quant/orders';
import { quantOrders, quantProducts } from '../../server/modules/quant/schema';

const [dataDir, total = '10000'] = process.argv.slice(2);
const ORDERS = Number(total);
const ORDERS_EACH = 5;
const FAR = Date.now() + 365 * 86_400_000;

const server = await createServer({
  dataDir,
  // On PostgreSQL when the benchmark gives one (engines.mjs).
  databaseUrl: process.env.DATABASE_URL || undefined,
  reading: 'B',
  base64: false,
  mode: 'demo',
  adminToken: 'bench',
  h5Demo: true,
  log: false,
  market: { autoStart: false },
});
const { db, scheduler } = server;
const products = await db.select().from(quantProducts).where(eq(quantProducts.currency_id, 1)).all();
const byKind = (kind: 'quant' | 'lockming') => products.find((p) => p.kind === kind && p.days >= 7) ?? products[0];
const kinds = [byKind('quant'), byKind('lockming')];

for (let done = 0; done < ORDERS; ) {
  await db.transaction(async () => {
    const user = await createUser(db, { password_hash: null, account_type: 'real' });
    await transfer(db, EXTERNAL_ID, user.id, 1, String(ORDERS_EACH * 100), 'deposit', `bench:${user.id}`);
    for (let i = 0; i < ORDERS_EACH && done < ORDERS; i++, done++) {
      const product = kinds[done % 2];
      const createdMs = clock.ms();
      const row = await db
        .insert(quantOrders)
        .values({
          user_id: user.id,
          product_id: product.id,
          name: product.name,
          currency_id: 1,
          amount: '100',
          daily_rate: product.daily_rate,
          days: product.days,
          penalty_rate: product.penalty_rate,
          status: 'running',
          kind: product.kind,
          created_at: Math.floor(createdMs / 1000),
          created_ms: createdMs,
        })
        .returning()
        .get();
      await freeze(db, user.id, 1, '100', `${product.kind}:${row.id}`, 'amount');
      await scheduler.schedule(incomeJob(product.kind), `${product.kind}:${row.id}:1`, FAR);
    }
  });
}
await server.close();
console.log(`seeded ${ORDERS} orders`);
