// First-start site settings and content, written once into a new database (in production mode too:
// content, not money); the texts are in seed/<lang>.json, one file per language. They state no figure
// the product does not hold to (no service hours, answer times or volumes invented for the operator):
// only the rules the server itself enforces (5 confirmations, a 6-character code). A database seeded before every language had its texts gets
// the missing languages once (migration content-002, addMissingLanguages).
import { type Db, now } from '../../core/db';
import { getSetting, seedSetting, setSetting } from '../../core/settings';
import { articles as articleTable, faq as faqTable, news as newsTable } from './schema';
import { SEED_CONTENT } from './seed/index';

const HOUR = 3600;

/** Inserts one language's articles (those not there yet), FAQ and news; news dated back from `at`, an hour apart. */
async function insertLanguage(db: Db, lang: string, at: number, parts: { faq: boolean; news: boolean }): Promise<void> {
  const texts = SEED_CONTENT[lang as keyof typeof SEED_CONTENT];
  await db.insert(articleTable)
    .values(Object.entries(texts.articles).map(([slug, a]) => ({ slug, lang, title: a.title, content: a.content })))
    .onConflictDoNothing()
    .run();
  if (parts.faq)
    await db.insert(faqTable)
      .values(texts.faq.map(({ question, answer }, sort) => ({ lang, question, answer, sort })))
      .run();
  if (parts.news) {
    await db.insert(newsTable)
      .values(
        texts.news.map((n, i) => ({
          lang,
          title: n.title,
          summary: n.summary,
          content: n.content,
          pinned: n.pinned ? 1 : 0,
          created_at: at - i * HOUR,
        })),
      )
      .run();
  }
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
export async function addMissingLanguages(db: Db): Promise<void> {
  const seeded = Number(await getSetting(db, 'seeded', '0'));
  if (!seeded) return;
  const has = async (table: 'faq' | 'news', lang: string) =>
    Boolean(await db.$sql.get(`SELECT 1 FROM ${table} WHERE lang = ? LIMIT 1`, lang));
  for (const lang of Object.keys(SEED_CONTENT)) {
    await insertLanguage(db, lang, seeded, { faq: !await has('faq', lang), news: !await has('news', lang) });
  }
}
