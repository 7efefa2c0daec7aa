// Profile (avatar, nickname) and the bank card.
import { accountCalls } from '../../../src/contract/account';
import type * as A from '../../../src/contract/account';
import { ApiFailure } from '../../core/http';
import type { ModuleKit } from '../../core/module';

export function registerProfileRoutes({ route, db }: ModuleKit): void {
  // Bank card details need a verified identity (SPEC §5: complete KYC first): 998 otherwise.
  route(accountCalls.cashInfo, (_input, ctx) => {
    const u = ctx.user;
    if (u.kyc_status !== 2) throw new ApiFailure('errors.verifyFirst', {}, { type: 998 });
    const card = db.$client.prepare('SELECT real_name, bank_name, card_number, branch FROM bank_cards WHERE user_id = ?').get(u.id) as
      | A.CashInfoReply
      | undefined;
    return card ?? null;
  });

  route(accountCalls.uploadHeadPortrait, ({ head_portrait }, ctx) => {
    const user = ctx.user;
    if (!head_portrait.startsWith(`/uploads/${user.id}-`)) throw new ApiFailure('errors.uploadMissing', {}, { field: 'head_portrait' });
    db.$client.prepare('UPDATE users SET avatar = ? WHERE id = ?').run(head_portrait, user.id);
    return null;
  });
  route(accountCalls.editNickname, ({ nickname }, ctx) => {
    db.$client.prepare('UPDATE users SET nickname = ? WHERE id = ?').run(nickname, ctx.user.id);
    return null;
  });
}
