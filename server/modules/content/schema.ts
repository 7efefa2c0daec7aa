// The content module's tables: news, the fixed articles (about, contact, compliance) and the FAQ,
// each row in one language.
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const news = sqliteTable('news', {
  id: integer('id').primaryKey(),
  lang: text('lang').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  content: text('content').notNull(),
  cover: text('cover').notNull().default(''),
  /** 1: shown as the pop-up on the home screen (the newest pinned one). */
  pinned: integer('pinned').notNull().default(0),
  created_at: integer('created_at').notNull(),
});

export const articles = sqliteTable(
  'articles',
  {
    slug: text('slug').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.lang] })],
);

export const faq = sqliteTable('faq', {
  id: integer('id').primaryKey(),
  lang: text('lang').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sort: integer('sort').notNull().default(0),
});
