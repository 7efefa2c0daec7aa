import { z } from 'zod';
import { emptyReq, intString, page, paged } from './common';
import { call } from './define';

export const siteConfig = z.object({
  site_name: z.string(),
  site_logo: z.string(),
  /** Withdrawal fee rate as a decimal string: "0.01" is 1 %. */
  tk_radio: z.string(),
  H5_DEMO: z.boolean(),
});

export const menuItem = z.object({ id: z.number().int(), title: z.string(), icon: z.string(), route: z.string() });
export const menuReply = z.array(menuItem);

export const faqReply = z.array(z.object({ id: z.number().int(), question: z.string(), answer: z.string() }));

/** aboutus, contactus, operational_compliance: one titled text. */
export const articleReply = z.object({ title: z.string(), content: z.string() });

export const newsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  created_at: z.number().int(),
});
export const newsListReq = z.object(page);
export const newsListReply = z.object({
  ...paged(newsItem),
});
export const newsDetailReq = z.object({ id: intString(1, Number.MAX_SAFE_INTEGER) });
export const newsDetail = newsItem.extend({ content: z.string() });
/** The news pop-up: the newest pinned article, or null. */
export const newsPopReply = newsDetail.nullable();

export type SiteConfig = z.output<typeof siteConfig>;
export type MenuItem = z.output<typeof menuItem>;
export type FaqReply = z.output<typeof faqReply>;
export type ArticleReply = z.output<typeof articleReply>;
export type NewsListReq = z.input<typeof newsListReq>;
export type NewsListReply = z.output<typeof newsListReply>;
export type NewsDetailReq = z.input<typeof newsDetailReq>;
export type NewsDetail = z.output<typeof newsDetail>;

/** The operator settings a page may read by keyword (GET /getSetting): only these are public. */
export const PUBLIC_SETTINGS = ['game_url'] as const;
export const getSettingReq = z.object({ keyword: z.enum(PUBLIC_SETTINGS, { message: 'errors.notFound' }) });
/** The setting's text; '' when the operator has set none. */
export const getSettingReply = z.object({ keyword: z.string(), value: z.string() });

/**
 * kf: the operator's customer-service contacts (settings `kf_links`: a JSON list of `{name, url}`, each an
 * http(s) link to a messenger account or a `mailto:` address), in the order set; [] when none is set.
 */
export const kfLink = z.object({ name: z.string(), url: z.string() });
export const kfReply = z.array(kfLink);
/** kefu: the operator's support page (setting `kefu_url`, http(s)); '' when none is set. */
export const kefuReply = z.object({ url: z.string() });
export type KfLink = z.output<typeof kfLink>;

/** Site configuration and content. */
export const contentCalls = {
  siteConfig: call('GET', 'getSiteConfig', 'public', emptyReq, siteConfig),
  getSetting: call('GET', 'getSetting', 'public', getSettingReq, getSettingReply),
  menu: call('GET', 'menu', 'public', emptyReq, menuReply),
  faq: call('GET', 'faq', 'public', emptyReq, faqReply),
  aboutus: call('GET', 'aboutus', 'public', emptyReq, articleReply),
  contactus: call('GET', 'contactus', 'public', emptyReq, articleReply),
  compliance: call('GET', 'operational_compliance', 'public', emptyReq, articleReply),
  newsPop: call('GET', 'news/index_pop', 'public', emptyReq, newsPopReply),
  newsList: call('POST', 'news/list', 'public', newsListReq, newsListReply),
  newsDetail: call('POST', 'news/detail', 'public', newsDetailReq, newsDetail),
};

/** Customer service (kefu/index), apart from contentCalls so the first screen does not carry them. */
export const kefuCalls = {
  kf: call('GET', 'kf', 'public', emptyReq, kfReply),
  kefu: call('GET', 'kefu', 'public', emptyReq, kefuReply),
};
