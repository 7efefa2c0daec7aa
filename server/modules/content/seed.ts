// First-start site settings and content, written once into a new database (in production mode too:
// content, not money); the texts are in seed/<lang>.json, one file per language. They state no figure
// the product does not hold to (no service hours, answer times or volumes invented for the operator):
// only the rules the server itself enforces (5 confirmations, a 6-character code). A database seeded before every language had its texts gets
// the missing languages once (migration content-002, addMissingLanguages).
import { eq } from 'drizzle-orm';
import { type Db, type MigrationDb, now } from '../../core/db';
import { settings } from '../../core/schema';
import { getSetting, seedSetting, setSetting } from '../../core/settings';
import { articles as articleTable, faq as faqTable, news as newsTable } from './schema';
import { SEED_CONTENT } from './seed/index';

const HOUR = 3600;

/** One language's articles, FAQ and news as rows; news dated back from `at`, an hour apart. */
function languageRows(lang: string, at: number) {
  const texts = SEED_CONTENT[lang as keyof typeof SEED_CONTENT];
  return {
    articles: Object.entries(texts.articles).map(([slug, a]) => ({ slug, lang, title: a.title, content: a.content })),
    faq: texts.faq.map(({ question, answer }, sort) => ({ lang, question, answer, sort })),
    news: texts.news.map((n, i) => ({
      lang,
      title: n.title,
      summary: n.summary,
      content: n.content,
      pinned: n.pinned ? 1 : 0,
      created_at: at - i * HOUR,
    })),
  };
}

/** Inserts one language's articles (those not there yet), FAQ and news; news dated back from `at`, an hour apart. */
async function insertLanguage(db: Db, lang: string, at: number, parts: { faq: boolean; news: boolean }): Promise<void> {
  const rows = languageRows(lang, at);
  await db.insert(articleTable).values(rows.articles).onConflictDoNothing().run();
  if (parts.faq) await db.insert(faqTable).values(rows.faq).run();
  if (parts.news) await db.insert(newsTable).values(rows.news).run();
}

/** insertLanguage on the synchronous handle migrations run on. */
function insertLanguageSync(db: MigrationDb, lang: string, at: number, parts: { faq: boolean; news: boolean }): void {
  const rows = languageRows(lang, at);
  db.insert(articleTable).values(rows.articles).onConflictDoNothing().run();
  if (parts.faq) db.insert(faqTable).values(rows.faq).run();
  if (parts.news) db.insert(newsTable).values(rows.news).run();
}

/** Seeds the site settings and content once; a database that already has content is left as it is. */
export async function seedContent(db: Db): Promise<void> {
  if (await getSetting(db, 'seeded', '')) return;
  const at = now();
  await db.transaction(async () => {
    await seedSetting(db, 'site_name', 'Kestrel');
    await seedSetting(db, 'site_logo', '/logo.svg');
    await seedSetting(db, 'tk_radio', '0.01');
    for (const lang of Object.keys(SEED_CONTENT)) await insertLanguage(db, lang, at, { faq: true, news: true });
    await setSetting(db, 'seeded', String(at));
  });
}

/**
 * For a database seeded when only English and Chinese had texts: adds each language's articles, and its
 * FAQ and news where that language has none, dated like the first seeding. A new database is left to
 * seedContent. Runs once, as a migration, so content an admin removed later is not put back.
 */
export function addMissingLanguages(db: MigrationDb): void {
  const seeded = Number(db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'seeded')).get()?.value ?? '0');
  if (!seeded) return;
  const has = (table: 'faq' | 'news', lang: string) =>
    Boolean(db.$client.prepare(`SELECT 1 FROM ${table} WHERE lang = ? LIMIT 1`).get(lang));
  for (const lang of Object.keys(SEED_CONTENT)) {
    insertLanguageSync(db, lang, seeded, { faq: !has('faq', lang), news: !has('news', lang) });
  }
}
