// News, FAQ and the fixed articles come in every one of the twelve languages, each in its own words
// (not English) and with as many items as English; a database seeded when only English and Chinese
// had texts gets the other ten once (content-002), nothing duplicated.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMigrations, openDatabase } from '../../server/app';
import { type Db, openDb } from '../../server/core/db';
import { migrate } from '../../server/core/migrate';
import { addMissingLanguages } from '../../server/modules/content/seed';
import { ARTICLE_SLUGS, SEED_CONTENT } from '../../server/modules/content/seed/index';
import * as C from '../../src/contract/content';
import { LANGS } from '../../src/shared/config/constants';
import { get, post, startServer, type TestServer } from './helpers';

const english = SEED_CONTENT.en;

describe('the seed texts', () => {
  it('every language has the same articles, FAQ entries and news items as English, none of them left in English', () => {
    for (const lang of LANGS) {
      const texts = SEED_CONTENT[lang];
      expect(Object.keys(texts.articles).sort(), lang).toEqual([...ARTICLE_SLUGS].sort());
      expect(texts.faq.length, lang).toBe(english.faq.length);
      expect(texts.news.length, lang).toBe(english.news.length);
      expect(
        texts.news.map((n) => Boolean(n.pinned)),
        lang,
      ).toEqual(english.news.map((n) => Boolean(n.pinned)));
      if (lang === 'en') continue;
      const own = [
        ...ARTICLE_SLUGS.flatMap((s) => [texts.articles[s].title, texts.articles[s].content]),
        ...texts.faq.flatMap((f) => [f.question, f.answer]),
        ...texts.news.flatMap((n) => [n.title, n.summary, n.content]),
      ];
      const englishTexts = new Set([
        ...ARTICLE_SLUGS.flatMap((s) => [english.articles[s].title, english.articles[s].content]),
        ...english.faq.flatMap((f) => [f.question, f.answer]),
        ...english.news.flatMap((n) => [n.title, n.summary, n.content]),
      ]);
      for (const text of own) expect(englishTexts.has(text), `${lang}: "${text}"`).toBe(false);
    }
  });
});

describe('the content calls answer in the language asked for', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startServer();
  });
  afterAll(() => t?.stop());

  for (const lang of LANGS) {
    it(`${lang}: its own news, FAQ and articles, as many as in English`, async () => {
      const texts = SEED_CONTENT[lang];
      const faq = C.faqReply.parse((await get(t.api, 'faq', { lang })).body.message);
      expect(faq.map((f) => f.question)).toEqual(texts.faq.map((f) => f.question));
      expect(faq.map((f) => f.answer)).toEqual(texts.faq.map((f) => f.answer));

      const news = C.newsListReply.parse((await post(t.api, 'news/list', { lang, page: '1', limit: '50' })).body.message);
      expect(news.total).toBe(english.news.length);
      expect(news.list.map((n) => n.title)).toEqual(texts.news.map((n) => n.title));
      expect(news.list.map((n) => n.summary)).toEqual(texts.news.map((n) => n.summary));
      const detail = C.newsDetail.parse((await post(t.api, 'news/detail', { lang, id: String(news.list[1].id) })).body.message);
      expect(detail.content).toBe(texts.news[1].content);
      const pop = C.newsPopReply.parse((await get(t.api, 'news/index_pop', { lang })).body.message);
      expect(pop?.title).toBe(texts.news.find((n) => n.pinned)?.title);

      for (const slug of ARTICLE_SLUGS) {
        const article = C.articleReply.parse((await get(t.api, slug, { lang })).body.message);
        expect(article).toEqual(texts.articles[slug]);
      }
    });
  }
});

const counts = async (db: Db) => {
  const out: Record<string, Record<string, number>> = {};
  for (const table of ['articles', 'faq', 'news']) {
    const rows = (await db.$sql.all(`SELECT lang, count(*) AS n FROM ${table} GROUP BY lang`)) as Array<{ lang: string; n: number }>;
    out[table] = Object.fromEntries(rows.map((r) => [r.lang, r.n]));
  }
  return out;
};

describe('content-002: a database seeded in English and Chinese only', () => {
  it('gets the ten other languages once, dated like the first seeding; English and Chinese are not duplicated', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-content-'));
    try {
      const old = openDb(dir);
      migrate(
        old.$migrations,
        allMigrations().filter((m) => m.id !== 'content-002-all-languages'),
      );
      const seededAt = 1_700_000_000;
      const sql = old.$migrations.$client;
      for (const lang of ['en', 'zh'] as const) {
        const texts = SEED_CONTENT[lang];
        for (const slug of ARTICLE_SLUGS) {
          sql
            .prepare('INSERT INTO articles (slug, lang, title, content) VALUES (?, ?, ?, ?)')
            .run(slug, lang, texts.articles[slug].title, texts.articles[slug].content);
        }
        texts.faq.forEach((f, i) => {
          sql.prepare('INSERT INTO faq (lang, question, answer, sort) VALUES (?, ?, ?, ?)').run(lang, f.question, f.answer, i);
        });
        texts.news.forEach((n, i) => {
          sql
            .prepare('INSERT INTO news (lang, title, summary, content, pinned, created_at) VALUES (?, ?, ?, ?, ?, ?)')
            .run(lang, n.title, n.summary, n.content, n.pinned ? 1 : 0, seededAt - i * 3600);
        });
      }
      sql.prepare("INSERT INTO settings (key, value) VALUES ('seeded', ?)").run(String(seededAt));
      sql.close();

      const db = openDatabase(dir);
      const each = (n: number) => Object.fromEntries(LANGS.map((lang) => [lang, n]));
      const expected = { articles: each(ARTICLE_SLUGS.length), faq: each(english.faq.length), news: each(english.news.length) };
      expect(await counts(db)).toEqual(expected);
      expect(await db.$sql.all("SELECT DISTINCT created_at FROM news WHERE pinned = 1 AND lang = 'pt'")).toEqual([
        { created_at: seededAt },
      ]);
      await db.$store.close();
      // Once: running the step again (on the synchronous handle migrations run on), or opening the database again, adds nothing.
      const raw = openDb(dir);
      raw.$migrations.$client.transaction(() => addMissingLanguages(raw.$migrations))();
      expect(await counts(raw)).toEqual(expected);
      await raw.$store.close();
      const again = openDatabase(dir);
      expect(await counts(again)).toEqual(expected);
      await again.$store.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
