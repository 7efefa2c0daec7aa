// Operator settings (site name, fee rates, product parameters): key → text, changed by the admin.
import { eq } from 'drizzle-orm';
import type { Db } from './db';
import { settings } from './schema';

export async function getSetting(db: Db, key: string, fallback: string): Promise<string> {
  return (await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).get())?.value ?? fallback;
}

export async function setSetting(db: Db, key: string, value: string): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } }).run();
}

/** Sets a setting only when it has none yet (seeds: an operator's change is never overwritten). */
export async function seedSetting(db: Db, key: string, value: string): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing().run();
}
