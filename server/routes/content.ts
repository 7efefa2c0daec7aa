// Site config and content: menu, FAQ, about/contact/compliance texts, news.
import { calls } from '../../src/contract/calls';
import { emptyReq } from '../../src/contract/common';
import * as C from '../../src/contract/content';
import { DEFAULT_LANG } from '../../src/shared/config/constants';
import type { Db } from '../db';
import { ApiFailure, type Router, type ServerOptions } from '../http';

export function setting(db: Db, key: string, fallback: string): string {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value ?? fallback;
}

export function registerContentRoutes(router: Router, db: Db, options: ServerOptions): void {
  const { handle } = router;

  /** Content rows in the caller's language where they exist, else in English. */
  const langFor = (table: 'news' | 'faq' | 'articles', lang: string): string =>
    db.prepare(`SELECT 1 FROM ${table} WHERE lang = ? LIMIT 1`).get(lang) ? lang : DEFAULT_LANG;

  handle(calls.siteConfig, emptyReq, () => ({
    site_name: setting(db, 'site_name', 'Kestrel'),
    site_logo: setting(db, 'site_logo', '/logo.svg'),
    tk_radio: setting(db, 'tk_radio', '0.01'),
    H5_DEMO: options.h5Demo,
  }));

  handle(calls.menu, emptyReq, () => [
    { id: 1, title: 'Market', icon: 'market', route: '/pages/market/market' },
    { id: 2, title: 'AI / savings', icon: 'quant', route: '/pages/quantization/quantization' },
    { id: 3, title: 'Loans', icon: 'loan', route: '/pages/loan/loan' },
    { id: 4, title: 'News', icon: 'news', route: '/pages/news/news' },
    { id: 5, title: 'FAQ', icon: 'faq', route: '/pages/common/faq' },
  ]);

  handle(
    calls.faq,
    emptyReq,
    (_input, ctx) =>
      db.prepare('SELECT id, question, answer FROM faq WHERE lang = ? ORDER BY sort, id').all(langFor('faq', ctx.lang)) as C.FaqReply,
  );

  const article = (slug: string) => (_input: unknown, ctx: { lang: string }) => {
    const lang = db.prepare('SELECT 1 FROM articles WHERE slug = ? AND lang = ?').get(slug, ctx.lang) ? ctx.lang : DEFAULT_LANG;
    const row = db.prepare('SELECT title, content FROM articles WHERE slug = ? AND lang = ?').get(slug, lang) as C.ArticleReply | undefined;
    if (!row) throw new ApiFailure('errors.notFound');
    return row;
  };
  handle(calls.aboutus, emptyReq, article('aboutus'));
  handle(calls.contactus, emptyReq, article('contactus'));
  handle(calls.compliance, emptyReq, article('operational_compliance'));

  const newsColumns = 'id, title, summary, cover, created_at';
  handle(calls.newsList, C.newsListReq, ({ page, limit }, ctx) => {
    const lang = langFor('news', ctx.lang);
    const list = db
      .prepare(`SELECT ${newsColumns} FROM news WHERE lang = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(lang, limit, (page - 1) * limit) as C.NewsListReply['list'];
    const { total } = db.prepare('SELECT count(*) AS total FROM news WHERE lang = ?').get(lang) as { total: number };
    return { list, total, page, limit };
  });

  handle(calls.newsDetail, C.newsDetailReq, ({ id }) => {
    const row = db.prepare(`SELECT ${newsColumns}, content FROM news WHERE id = ?`).get(id) as C.NewsDetail | undefined;
    if (!row) throw new ApiFailure('errors.notFound', {}, { field: 'id' });
    return row;
  });

  handle(calls.newsPop, emptyReq, (_input, ctx) => {
    const row = db
      .prepare(`SELECT ${newsColumns}, content FROM news WHERE lang = ? AND pinned = 1 ORDER BY created_at DESC LIMIT 1`)
      .get(langFor('news', ctx.lang)) as C.NewsDetail | undefined;
    return row ?? null;
  });
}
