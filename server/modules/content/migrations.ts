// The content module's migrations (append-only; ids never change once shipped): news, articles, FAQ,
// then the seeded texts in every language.
import type { Migration } from '../../core/migrate';
import { addMissingLanguages } from './seed';

export const migrations: Migration[] = [
  {
    id: 'content-001-articles',
    legacy: 1,
    sql: `
      CREATE TABLE news (
        id INTEGER PRIMARY KEY,
        lang TEXT NOT NULL,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        cover TEXT NOT NULL DEFAULT '',
        pinned INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE articles (
        slug TEXT NOT NULL,
        lang TEXT NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        PRIMARY KEY (slug, lang)
      );
      CREATE TABLE faq (
        id INTEGER PRIMARY KEY,
        lang TEXT NOT NULL,
        question TEXT NOT NULL,
        answer TEXT NOT NULL,
        sort INTEGER NOT NULL DEFAULT 0
      );`,
  },
  {
    // News, FAQ and articles were seeded in English and Chinese only: the other ten languages, once.
    id: 'content-002-all-languages',
    up: addMissingLanguages,
  },
];
