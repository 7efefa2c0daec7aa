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
  seed: ({ db }) => {
    for (const [key, value] of Object.entries(SALE_DEFAULTS)) seedSetting(db, key, value);
  },
  register({ route, db, use, notify }) {
    const payPassword = use('payPassword');
    const limit = use('outflowLimit');
    const orders = createSaleOrders(db, limit, notify);

    route(saleCalls.saleInfo, (_input, { user }) => ({
      ...withoutRoom(limit.of(user)),
      currency_id: USDT_ID,
      available: text(balanceOf(db, user.id, USDT_ID).available),
      rate: saleSetting(db, 'sale_rate'),
      fee_rate: saleSetting(db, 'sale_fee'),
      min: saleSetting(db, 'sale_min'),
      card: cardOf(db, user.id),
      has_pay_password: Boolean(user.pay_password_hash),
      demo: user.account_type === 'demo',
    }));

    route(saleCalls.sale, async ({ number, pay_password }, { user }) => {
      const card = orders.precheck(user, number);
      await payPassword.verify(user, pay_password);
      return orders.place(user, number, card);
    });

    route(saleCalls.saleOrders, ({ page, limit: rows }, { user }) => orders.list(user.id, page, rows));

    route(saleAdminCalls.adminSales, ({ status }) => orders.adminList(status));
    route(saleAdminCalls.adminSalePaid, ({ id }) => orders.decide(id, true, null));
    route(saleAdminCalls.adminSaleReject, ({ id, reason }) => orders.decide(id, false, reason));
  },
});
