// Profile (avatar, nickname, signature) and the bank cards (domestic and international).
import { eq } from 'drizzle-orm';
import { accountCalls } from '../../../src/contract/account';
import { ApiFailure } from '../../core/http';
import { now } from '../../core/db';
import type { ModuleKit } from '../../core/module';
import type { UserRow } from '../../core/users';
import { users } from '../../core/schema';
import { bankCards, internationalCards } from './schema';

export function registerProfileRoutes({ route, db }: ModuleKit): void {
  // Bank cards need a verified identity (SPEC §5: complete KYC first): 998 otherwise, reading or saving.
  const verified = (u: UserRow) => {
    if (u.kyc_status !== 2) throw new ApiFailure('errors.verifyFirst', {}, { type: 998 });
    return u.id;
  };
  const domestic = {
    real_name: bankCards.real_name,
    bank_name: bankCards.bank_name,
    card_number: bankCards.card_number,
    branch: bankCards.branch,
  };
  const international = {
    aba: internationalCards.aba,
    account_address: internationalCards.account_address,
    bank_name: internationalCards.bank_name,
    network: internationalCards.network,
    swift: internationalCards.swift,
    contact_phone: internationalCards.contact_phone,
  };

  route(accountCalls.cashInfo, async (_input, ctx) => {
    const id = verified(ctx.user);
    return (await db.select(domestic).from(bankCards).where(eq(bankCards.user_id, id)).get()) ?? null;
  });
  route(accountCalls.cashSave, async (card, ctx) => {
    const id = verified(ctx.user);
    await db
      .insert(bankCards)
      .values({ user_id: id, ...card })
      .onConflictDoUpdate({ target: bankCards.user_id, set: card })
      .run();
    return card;
  });
  route(accountCalls.cashInfoInternational, async (_input, ctx) => {
    const id = verified(ctx.user);
    return (await db.select(international).from(internationalCards).where(eq(internationalCards.user_id, id)).get()) ?? null;
  });
  route(accountCalls.cashSaveInternational, async (card, ctx) => {
    const id = verified(ctx.user);
    const row = { ...card, updated_at: now() };
    await db
      .insert(internationalCards)
      .values({ user_id: id, ...row })
      .onConflictDoUpdate({ target: internationalCards.user_id, set: row })
      .run();
    return card;
  });

  route(accountCalls.uploadHeadPortrait, async ({ head_portrait }, ctx) => {
    const user = ctx.user;
    if (!head_portrait.startsWith(`/uploads/${user.id}-`)) throw new ApiFailure('errors.uploadMissing', {}, { field: 'head_portrait' });
    await db.update(users).set({ avatar: head_portrait }).where(eq(users.id, user.id)).run();
    return null;
  });
  route(accountCalls.editNickname, async ({ nickname }, ctx) => {
    await db.update(users).set({ nickname }).where(eq(users.id, ctx.user.id)).run();
    return null;
  });
  // The signature's rule (2 to 30 characters) is the contract's: a refusal never reaches this.
  route(accountCalls.editSignature, async ({ signature }, ctx) => {
    await db.update(users).set({ signature }).where(eq(users.id, ctx.user.id)).run();
    return null;
  });
}
