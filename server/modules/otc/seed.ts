// The OTC area's published parameters (settings an admin changes) and, in demo mode only, the seeded
// demo merchants: DEMO accounts at KYC level 2 with a virtual USDT float from the demo pool (never the
// house) and adverts in a few fiats. Only demo accounts see and take their adverts; they take their side
// of such an order by themselves after `otc_auto_sec` (service.ts), so a person can try a trade alone.
// Their record (orders, completion rate) is their orders' alone. Production mode seeds none of it.
import { eq, sql } from 'drizzle-orm';
import type { OtcParams } from '../../../src/contract/otc';
import type { Db } from '../../core/db';
import { now } from '../../core/db';
import { currencyIdOf, DEMO_POOL_ID, seedHouse, transfer } from '../../core/ledger';
import type { ServerOptions } from '../../core/options';
import { users } from '../../core/schema';
import { getSetting, seedSetting } from '../../core/settings';
import { createUser } from '../../core/users';
import { otcAds, otcMerchants } from './schema';

export const OTC_DEFAULTS = {
  otc_pay_sec: '900',
  otc_dispute_sec: '900',
  otc_auto_sec: '15',
  otc_limit_l1: '2000',
  otc_limit_l2: '1000000',
  otc_max_open_orders: '3',
} as const;

export async function otcParamsOf(db: Db): Promise<OtcParams> {
  const s = async (key: keyof typeof OTC_DEFAULTS) => await getSetting(db, key, OTC_DEFAULTS[key]);
  return {
    pay_sec: Number(await s('otc_pay_sec')),
    dispute_sec: Number(await s('otc_dispute_sec')),
    auto_sec: Number(await s('otc_auto_sec')),
    limit_l1: await s('otc_limit_l1'),
    limit_l2: await s('otc_limit_l2'),
    max_open_orders: Number(await s('otc_max_open_orders')),
  };
}

/** What each seeded demo merchant starts with in virtual USDT (the escrow of its sell adverts comes from it). */
export const MERCHANT_FLOAT = '2000000';

const DETAILS = {
  aurora: 'Aurora OTC Ltd · Bank: First Harbor Bank · Account 4401 2200 7781 · Reference: your order number',
  baltic: 'Baltic Desk OÜ · IBAN EE38 2200 2210 2014 5685 · BIC HABAEE2X · Reference: your order number',
  rio: 'Rio Câmbio Ltda · PIX key: pix@riocambio.example · CNPJ 12.345.678/0001-90',
};

const MERCHANTS = [
  {
    name: 'Aurora OTC',
    ads: [
      { side: 'sell', fiat: 'USD', price: '1.01', min: '10', max: '50000', methods: 'bank,wise,paypal', details: DETAILS.aurora },
      { side: 'buy', fiat: 'USD', price: '0.99', min: '10', max: '50000', methods: 'bank,wise', details: '' },
      { side: 'sell', fiat: 'EUR', price: '0.94', min: '10', max: '20000', methods: 'sepa,revolut', details: DETAILS.aurora },
    ],
  },
  {
    name: 'Baltic Desk',
    ads: [
      { side: 'sell', fiat: 'EUR', price: '0.93', min: '20', max: '30000', methods: 'sepa,bank', details: DETAILS.baltic },
      { side: 'buy', fiat: 'EUR', price: '0.91', min: '20', max: '30000', methods: 'sepa', details: '' },
      { side: 'sell', fiat: 'GBP', price: '0.8', min: '20', max: '20000', methods: 'bank,revolut', details: DETAILS.baltic },
    ],
  },
  {
    name: 'Rio Câmbio',
    ads: [
      { side: 'sell', fiat: 'BRL', price: '5.15', min: '10', max: '10000', methods: 'pix,bank', details: DETAILS.rio },
      { side: 'buy', fiat: 'BRL', price: '5', min: '10', max: '10000', methods: 'pix', details: '' },
    ],
  },
] as const;

export async function seedOtc(db: Db, options: Pick<ServerOptions, 'mode'>): Promise<void> {
  for (const [key, value] of Object.entries(OTC_DEFAULTS)) await seedSetting(db, key, value);
  if (options.mode !== 'demo') return;
  const usdt = await currencyIdOf(db, 'USDT');
  const count = (await db.select({ n: sql<number>`count(*)` }).from(otcMerchants).get())?.n ?? 0;
  if (count > 0 || usdt === null) return;
  // The floats come from the demo pool, which the server seeds after the modules: seed it first (idempotent).
  await seedHouse(db);
  await db.transaction(async () => {
    const at = now();
    for (const m of MERCHANTS) {
      const user = await createUser(db, { password_hash: null, account_type: 'demo' });
      await db.update(users).set({ nickname: m.name, kyc_level: 2, kyc_status: 2 }).where(eq(users.id, user.id)).run();
      await db.insert(otcMerchants).values({ user_id: user.id, auto: 1 }).run();
      await transfer(db, DEMO_POOL_ID, user.id, usdt, MERCHANT_FLOAT, 'otc_float', `otc-merchant:${user.id}`);
      for (const ad of m.ads)
        await db
          .insert(otcAds)
          .values({
            user_id: user.id,
            side: ad.side,
            fiat: ad.fiat,
            price: ad.price,
            min_amount: ad.min,
            max_amount: ad.max,
            methods: ad.methods,
            pay_details: ad.details,
            created_at: at,
          })
          .run();
    }
  });
}
