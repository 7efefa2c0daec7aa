// Site config and content: menu, FAQ, about/contact/compliance texts, news.
import { contentCalls } from '../../../src/contract/content';
import type * as C from '../../../src/contract/content';
import { DEFAULT_LANG } from '../../../src/shared/config/constants';
import { ApiFailure } from '../../core/http';
import type { ModuleKit } from '../../core/module';
import { getSetting } from '../../core/settings';

export function registerContentRoutes({ route, db, options }: ModuleKit): void {
  /** Content rows in the caller's language where they exist, else in English. */
  const langFor = (table: 'news' | 'faq' | 'articles', lang: string): string =>
    db.$client.prepare(`SELECT 1 FROM ${table} WHERE lang = ? LIMIT 1`).get(lang) ? lang : DEFAULT_LANG;

  route(contentCalls.siteConfig, () => ({
    site_name: getSetting(db, 'site_name', 'Kestrel'),
    site_logo: getSetting(db, 'site_logo', '/logo.svg'),
    tk_radio: getSetting(db, 'tk_radio', '0.01'),
    H5_DEMO: options.h5Demo,
  }));

  route(contentCalls.menu, () => [
    { id: 1, title: 'Market', icon: 'market', route: '/pages/market/market' },
    { id: 2, title: 'AI / savings', icon: 'quant', route: '/pages/quantization/quantization' },
    { id: 3, title: 'Loans', icon: 'loan', route: '/pages/loan/loan' },
    { id: 4, title: 'News', icon: 'news', route: '/pages/news/news' },
    { id: 5, title: 'FAQ', icon: 'faq', route: '/pages/common/faq' },
  ]);

  route(
    contentCalls.faq,
    (_input, ctx) =>
      db.$client
        .prepare('SELECT id, question, answer FROM faq WHERE lang = ? ORDER BY sort, id')
        .all(langFor('faq', ctx.lang)) as C.FaqReply,
  );

  const article = (slug: string) => (_input: unknown, ctx: { lang: string }) => {
    const lang = db.$client.prepare('SELECT 1 FROM articles WHERE slug = ? AND lang = ?').get(slug, ctx.lang) ? ctx.lang : DEFAULT_LANG;
    const row = db.$client.prepare('SELECT title, content FROM articles WHERE slug = ? AND lang = ?').get(slug, lang) as
      | C.ArticleReply
      | undefined;
    if (!row) throw new ApiFailure('errors.notFound');
    return row;
  };
  route(contentCalls.aboutus, article('aboutus'));
  route(contentCalls.contactus, article('contactus'));
  route(contentCalls.compliance, article('operational_compliance'));

  const newsColumns = 'id, title, summary, cover, created_at';
  route(contentCalls.newsList, ({ page, limit }, ctx) => {
    const lang = langFor('news', ctx.lang);
    const list = db.$client
      .prepare(`SELECT ${newsColumns} FROM news WHERE lang = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(lang, limit, (page - 1) * limit) as C.NewsListReply['list'];
    const { total } = db.$client.prepare('SELECT count(*) AS total FROM news WHERE lang = ?').get(lang) as { total: number };
    return { list, total, page, limit };
  });

  route(contentCalls.newsDetail, ({ id }) => {
    const row = db.$client.prepare(`SELECT ${newsColumns}, content FROM news WHERE id = ?`).get(id) as C.NewsDetail | undefined;
    if (!row) throw new ApiFailure('errors.notFound', {}, { field: 'id' });
    return row;
  });

  route(contentCalls.newsPop, (_input, ctx) => {
    const row = db.$client
      .prepare(`SELECT ${newsColumns}, content FROM news WHERE lang = ? AND pinned = 1 ORDER BY created_at DESC LIMIT 1`)
      .get(langFor('news', ctx.lang)) as C.NewsDetail | undefined;
    return row ?? null;
  });
}
