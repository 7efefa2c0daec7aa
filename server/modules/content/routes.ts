// Site config and content: menu, FAQ, about/contact/compliance texts, news.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { contentCalls, kefuCalls } from '../../../src/contract/content';
import { DEFAULT_LANG } from '../../../src/shared/config/constants';
import { ApiFailure, type Ctx } from '../../core/http';
import type { ModuleKit } from '../../core/module';
import { readPage } from '../../core/paging';
import { getSetting } from '../../core/settings';
import { kefuUrl, kfLinks } from './kefu';
import { articles, faq, news } from './schema';

/** What a news list shows; the detail and the pop-up add the content. */
const newsColumns = { id: news.id, title: news.title, summary: news.summary, cover: news.cover, created_at: news.created_at };

export function registerContentRoutes({ route, db, options }: ModuleKit): void {
  /** Content rows in the caller's language where they exist, else in English. */
  const langFor = async (table: typeof news | typeof faq, lang: string): Promise<string> =>
    (await db.select({ one: sql`1` }).from(table).where(eq(table.lang, lang)).limit(1).get()) ? lang : DEFAULT_LANG;

  route(contentCalls.siteConfig, async () => ({
    site_name: await getSetting(db, 'site_name', 'Kestrel'),
    site_logo: await getSetting(db, 'site_logo', '/logo.svg'),
    tk_radio: await getSetting(db, 'tk_radio', '0.01'),
    H5_DEMO: options.h5Demo,
  }));

  route(contentCalls.getSetting, async ({ keyword }) => ({ keyword, value: await getSetting(db, keyword, '') }));

  route(kefuCalls.kf, async () => await kfLinks(db));
  route(kefuCalls.kefu, async () => ({ url: await kefuUrl(db) }));

  route(contentCalls.menu, () => [
    { id: 1, title: 'Market', icon: 'market', route: '/pages/market/market' },
    { id: 2, title: 'AI / savings', icon: 'quant', route: '/pages/quantization/quantization' },
    { id: 3, title: 'Loans', icon: 'loan', route: '/pages/loan/loan' },
    { id: 4, title: 'News', icon: 'news', route: '/pages/news/news' },
    { id: 5, title: 'FAQ', icon: 'faq', route: '/pages/common/faq' },
  ]);

  route(
    contentCalls.faq,
    async (_input, ctx) =>
      await db
        .select({ id: faq.id, question: faq.question, answer: faq.answer })
        .from(faq)
        .where(eq(faq.lang, await langFor(faq, ctx.lang)))
        .orderBy(faq.sort, faq.id)
        .all(),
  );

  /** One article in the caller's language, else in English. */
  const articleIn = async (slug: string, lang: string) =>
    await db
      .select({ title: articles.title, content: articles.content })
      .from(articles)
      .where(and(eq(articles.slug, slug), eq(articles.lang, lang)))
      .get();
  const article = (slug: string) => async (_input: unknown, ctx: Ctx) => {
    const row = (await articleIn(slug, ctx.lang)) ?? (await articleIn(slug, DEFAULT_LANG));
    if (!row) throw new ApiFailure('errors.notFound');
    return row;
  };
  route(contentCalls.aboutus, article('aboutus'));
  route(contentCalls.contactus, article('contactus'));
  route(contentCalls.compliance, article('operational_compliance'));

  route(contentCalls.newsList, async ({ page, limit }, ctx) => {
    const lang = await langFor(news, ctx.lang);
    const where = eq(news.lang, lang);
    return await readPage(
      db.select(newsColumns).from(news).where(where).orderBy(desc(news.created_at), desc(news.id)),
      db.select({ n: count() }).from(news).where(where),
      { page, limit },
    );
  });

  route(contentCalls.newsDetail, async ({ id }) => {
    const row = await db
      .select({ ...newsColumns, content: news.content })
      .from(news)
      .where(eq(news.id, id))
      .get();
    if (!row) throw new ApiFailure('errors.notFound', {}, { field: 'id' });
    return row;
  });

  route(contentCalls.newsPop, async (_input, ctx) => {
    const row = await db
      .select({ ...newsColumns, content: news.content })
      .from(news)
      .where(and(eq(news.lang, await langFor(news, ctx.lang)), eq(news.pinned, 1)))
      .orderBy(desc(news.created_at))
      .limit(1)
      .get();
    return row ?? null;
  });
}
