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
function insertLanguage(db: Db, lang: string, at: number, parts: { faq: boolean; news: boolean }): void {
  const texts = SEED_CONTENT[lang as keyof typeof SEED_CONTENT];
  db.insert(articleTable)
    .values(Object.entries(texts.articles).map(([slug, a]) => ({ slug, lang, title: a.title, content: a.content })))
    .onConflictDoNothing()
    .run();
  if (parts.faq)
    db.insert(faqTable)
      .values(texts.faq.map(({ question, answer }, sort) => ({ lang, question, answer, sort })))
      .run();
  if (parts.news) {
    db.insert(newsTable)
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
export function seedContent(db: Db): void {
  if (getSetting(db, 'seeded', '')) return;
  const at = now();
  db.transaction(() => {
    seedSetting(db, 'site_name', 'Kestrel');
    seedSetting(db, 'site_logo', '/logo.svg');
    seedSetting(db, 'tk_radio', '0.01');
    for (const lang of Object.keys(SEED_CONTENT)) insertLanguage(db, lang, at, { faq: true, news: true });
    setSetting(db, 'seeded', String(at));
  });
}

/**
 * For a database seeded when only English and Chinese had texts: adds each language's articles, and its
 * FAQ and news where that language has none, dated like the first seeding. A new database is left to
 * seedContent. Runs once, as a migration, so content an admin removed later is not put back.
 */
export function addMissingLanguages(db: Db): void {
  const seeded = Number(getSetting(db, 'seeded', '0'));
  if (!seeded) return;
  const has = (table: 'faq' | 'news', lang: string) =>
    Boolean(db.$sql.get(`SELECT 1 FROM ${table} WHERE lang = ? LIMIT 1`, lang));
  for (const lang of Object.keys(SEED_CONTENT)) {
    insertLanguage(db, lang, seeded, { faq: !has('faq', lang), news: !has('news', lang) });
  }
}
