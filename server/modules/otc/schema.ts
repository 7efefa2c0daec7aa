// The OTC area's tables, column for column as migrations.ts creates them.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { OTC_SIDES, OTC_STATES } from '../../../src/contract/otc';

/** The seeded demo merchants (demo accounts, demo mode only): they take their own steps when `auto`. */
export const otcMerchants = sqliteTable('otc_merchants', {
  user_id: integer('user_id').primaryKey(),
  auto: integer('auto').notNull().default(1),
});

export const otcAds = sqliteTable(
  'otc_ads',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id').notNull(),
    side: text('side', { enum: OTC_SIDES }).notNull(),
    fiat: text('fiat').notNull(),
    price: text('price').notNull(),
    min_amount: text('min_amount').notNull(),
    max_amount: text('max_amount').notNull(),
    /** Comma-separated method codes. */
    methods: text('methods').notNull(),
    /** Where a buyer pays the owner of a sell advert. */
    pay_details: text('pay_details').notNull().default(''),
    active: integer('active').notNull().default(1),
    created_at: integer('created_at').notNull(),
  },
  (t) => [index('otc_ads_list').on(t.active, t.side, t.fiat)],
);
export type OtcAdRow = typeof otcAds.$inferSelect;

export const otcOrders = sqliteTable(
  'otc_orders',
  {
    id: integer('id').primaryKey(),
    ad_id: integer('ad_id').notNull(),
    merchant_id: integer('merchant_id').notNull(),
    buyer_id: integer('buyer_id').notNull(),
    seller_id: integer('seller_id').notNull(),
    currency_id: integer('currency_id').notNull(),
    amount: text('amount').notNull(),
    price: text('price').notNull(),
    fiat: text('fiat').notNull(),
    total: text('total').notNull(),
    methods: text('methods').notNull(),
    pay_details: text('pay_details').notNull(),
    status: text('status', { enum: OTC_STATES }).notNull(),
    created_at: integer('created_at').notNull(),
    pay_due_at: integer('pay_due_at').notNull(),
    paid_at: integer('paid_at'),
    dispute_sec: integer('dispute_sec').notNull(),
    auto_at: integer('auto_at'),
    done_at: integer('done_at'),
    dispute_by: text('dispute_by', { enum: ['buyer', 'seller'] }),
    dispute_reason: text('dispute_reason'),
    decision_reason: text('decision_reason'),
  },
  (t) => [
    index('otc_orders_buyer').on(t.buyer_id, t.id),
    index('otc_orders_seller').on(t.seller_id, t.id),
    index('otc_orders_merchant').on(t.merchant_id, t.status),
  ],
);
export type OtcOrderRow = typeof otcOrders.$inferSelect;
