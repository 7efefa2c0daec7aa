// Profile (avatar, nickname) and the bank card.
import { eq } from 'drizzle-orm';
import { accountCalls } from '../../../src/contract/account';
import { ApiFailure } from '../../core/http';
import type { ModuleKit } from '../../core/module';
import { users } from '../../core/schema';
import { bankCards } from './schema';

export function registerProfileRoutes({ route, db }: ModuleKit): void {
  // Bank card details need a verified identity (SPEC §5: complete KYC first): 998 otherwise.
  route(accountCalls.cashInfo, (_input, ctx) => {
    const u = ctx.user;
    if (u.kyc_status !== 2) throw new ApiFailure('errors.verifyFirst', {}, { type: 998 });
    const card = db
      .select({
        real_name: bankCards.real_name,
        bank_name: bankCards.bank_name,
        card_number: bankCards.card_number,
        branch: bankCards.branch,
      })
      .from(bankCards)
      .where(eq(bankCards.user_id, u.id))
      .get();
    return card ?? null;
  });

  route(accountCalls.uploadHeadPortrait, ({ head_portrait }, ctx) => {
    const user = ctx.user;
    if (!head_portrait.startsWith(`/uploads/${user.id}-`)) throw new ApiFailure('errors.uploadMissing', {}, { field: 'head_portrait' });
    db.update(users).set({ avatar: head_portrait }).where(eq(users.id, user.id)).run();
    return null;
  });
  route(accountCalls.editNickname, ({ nickname }, ctx) => {
    db.update(users).set({ nickname }).where(eq(users.id, ctx.user.id)).run();
    return null;
  });
}
