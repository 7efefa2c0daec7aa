// Sale coin: sell USDT from the funding account for USD paid to the bound bank card, at the published
// dollar rate minus the published fee (shared formula). Like a chain withdrawal it needs a verified
// identity and fits in the 24-hour limit, which both share (the withdraw module's `outflowLimit`).
// Frozen at the order; an admin marks it paid (the USDT leaves to the house) or rejects it with a
// reason (unfrozen).
import { saleAdminCalls, saleCalls } from '../../../src/contract/salecoin';
import { balanceOf, text } from '../../core/ledger';
import { defineModule } from '../../core/module';
import { seedSetting } from '../../core/settings';
import { USDT_ID } from '../market/catalogue';
import { saleAudit } from './audit';
import { migrations } from './migrations';
import { cardOf, createSaleOrders, SALE_DEFAULTS, saleSetting } from './orders';

const withoutRoom = <T extends { room: unknown }>({ room: _room, ...rest }: T) => rest;

export default defineModule({
  name: 'salecoin',
  audit: saleAudit,
  after: ['auth', 'account', 'market', 'withdraw'],
  migrations,
  seed: async ({ db }) => {
    for (const [key, value] of Object.entries(SALE_DEFAULTS)) await seedSetting(db, key, value);
  },
  register({ route, db, use, notify }) {
    const payPassword = use('payPassword');
    const limit = use('outflowLimit');
    const orders = createSaleOrders(db, limit, notify);

    route(saleCalls.saleInfo, async (_input, { user }) => ({
      ...withoutRoom(await limit.of(user)),
      currency_id: USDT_ID,
      available: text((await balanceOf(db, user.id, USDT_ID)).available),
      rate: await saleSetting(db, 'sale_rate'),
      fee_rate: await saleSetting(db, 'sale_fee'),
      min: await saleSetting(db, 'sale_min'),
      card: await cardOf(db, user.id),
      has_pay_password: Boolean(user.pay_password_hash),
      demo: user.account_type === 'demo',
    }));

    route(saleCalls.sale, async ({ number, pay_password }, { user }) => {
      const card = await orders.precheck(user, number);
      await payPassword.verify(user, pay_password);
      return await orders.place(user, number, card);
    });

    route(saleCalls.saleOrders, async ({ page, limit: rows }, { user }) => await orders.list(user.id, page, rows));

    route(saleAdminCalls.adminSales, async ({ status }) => await orders.adminList(status));
    route(saleAdminCalls.adminSalePaid, async ({ id }) => await orders.decide(id, true, null));
    route(saleAdminCalls.adminSaleReject, async ({ id, reason }) => await orders.decide(id, false, reason));
  },
});
