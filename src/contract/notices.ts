// System notifications (mailMessage/*): what happened to the user's money and account (a deposit
// credited, a withdrawal sent, a position liquidated…), written by any area through `notify` (server
// core/notifications.ts), to one user or to everyone. Unread until opened; the detail marks it read.
// The socket event `notification` tells the user's open pages that a new one arrived.
import { z } from 'zod';
import { intString, page, paged } from './common';
import { call } from './define';

const id = intString(1, Number.MAX_SAFE_INTEGER);

/** The kinds the reference server writes (each has its text `notifications.<kind>` with its vars). */
export const NOTICE_KINDS = [
  'depositCredited',
  'fiatDepositApproved',
  'fiatDepositRejected',
  'withdrawApproved',
  'withdrawSent',
  'withdrawCompleted',
  'withdrawRejected',
  'withdrawFailed',
  'positionLiquidated',
  'takeProfitFilled',
  'stopLossFilled',
  'saleCoinPaid',
  'saleCoinRejected',
  'kycApproved',
  'kycRejected',
  'message',
] as const;

export const notice = z.object({
  id: z.number().int(),
  /** What happened (a kind of NOTICE_KINDS, or a later area's). */
  kind: z.string(),
  /** The text's values (amounts as decimal strings). */
  vars: z.record(z.string(), z.union([z.string(), z.number()])),
  /** What it is about, `<area>:<id>` (`deposit:12`, `withdraw:3`, `lever:40`), or null. */
  ref: z.string().nullable(),
  /** The text in the caller's language. */
  text: z.string(),
  /** To everyone (an announcement) rather than to this user alone. */
  broadcast: z.boolean(),
  read: z.boolean(),
  created_at: z.number().int(),
});

export const noticeListReq = z.object(page);
export const noticeList = z.object({
  ...paged(notice),
  /** Unread notifications of the user, all pages. */
  unread: z.number().int(),
});

/** admin/notify: a message from the operator to one user (uid) or, without one, to everyone. */
export const adminNotifyReq = z.object({
  uid: z.coerce.number().int().positive().optional(),
  text: z.string({ error: 'noticeErrors.text' }).trim().min(1, 'noticeErrors.text').max(1000, 'noticeErrors.text'),
});

export const noticeCalls = {
  noticeList: call('GET', 'mailMessage/getList', 'user', noticeListReq, noticeList),
  /** One notification of the user's (or to everyone); reading it marks it read. */
  noticeDetail: call('GET', 'mailMessage/detail', 'user', z.object({ id }), notice),
  noticeReadAll: call('POST', 'mailMessage/readAll', 'user', z.object({}), z.object({ read: z.number().int() })),
};

export const noticeAdminCalls = {
  adminNotify: call('POST', 'admin/notify', 'admin', adminNotifyReq, z.object({ id: z.number().int() })),
};

/** The socket event `notification`: a new one for this user (or everyone); the list reads it again. */
export const NOTICE_EVENT = 'notification';

/** Journal entry kinds of this area: none (it moves no money). */
export const entryKinds = [] as const;

export type Notice = z.output<typeof notice>;
export type NoticeList = z.output<typeof noticeList>;
