// The bank cards of accounts (written by the profile calls, routes.ts), as other modules read them: the
// sale of coin pays the USD to the user's domestic card.
import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { bankCards } from './schema';

/** The user's domestic bank card, or undefined. */
export const bankCardOf = async (db: Db, userId: number) => await db.select().from(bankCards).where(eq(bankCards.user_id, userId)).get();
