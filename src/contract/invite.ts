// Invite friends (user/invite): the user's invite code, the friends who registered with it (their
// account masked), and, when the operator publishes one, the rebate rate on the friends' trading fees
// and the rebates paid. Registration (user/register, user/doregister) takes the code as extension_code.
import { z } from 'zod';
import { decimalString, page, paged } from './common';
import { call } from './define';

/** The register page's path with an invite code: the share link is this under the app's address. */
export const INVITE_REGISTER_PATH = '/pages/common/register';

export const invitee = z.object({
  /** The friend's place in the order they registered (1 = the first friend). */
  no: z.number().int(),
  /** The friend's email, mobile number or wallet address, masked (`an***@example.com`, `138****5678`, `0x12ab…cd34`). */
  account: z.string(),
  /** What the friend registered with. */
  via: z.enum(['email', 'mobile', 'wallet']),
  /** When they registered. */
  created_at: z.number().int(),
});

export const inviteReq = z.object(page);
export const inviteReply = z.object({
  invite_code: z.string(),
  /** The friends, newest first, one page of them. */
  ...paged(invitee),
  /** The share of each friend's trading fee paid to the inviter (a fraction), or null when the operator offers none. */
  rebate_rate: decimalString.nullable(),
  /** Rebates paid to this user so far (USDT); null when no rebate is offered. */
  rebate_paid: decimalString.nullable(),
});

export const inviteCalls = {
  invite: call('GET', 'user/invite', 'user', inviteReq, inviteReply),
};

/** `invite_rebate`: part of a friend's trading fee, paid by the fee account to the inviter. */
export const entryKinds = ['invite_rebate'] as const;

export type Invitee = z.output<typeof invitee>;
export type InviteReply = z.output<typeof inviteReply>;
