import { z } from 'zod';
import { intString, page } from './common';

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
  list: z.array(newsItem),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export const newsDetailReq = z.object({ id: intString(1, Number.MAX_SAFE_INTEGER) });
export const newsDetail = newsItem.extend({ content: z.string() });
/** The news pop-up: the newest pinned article, or null. */
export const newsPopReply = newsDetail.nullable();

export const uploadReply = z.string();

export type SiteConfig = z.output<typeof siteConfig>;
export type MenuItem = z.output<typeof menuItem>;
export type FaqReply = z.output<typeof faqReply>;
export type ArticleReply = z.output<typeof articleReply>;
export type NewsListReq = z.input<typeof newsListReq>;
export type NewsListReply = z.output<typeof newsListReply>;
export type NewsDetailReq = z.input<typeof newsDetailReq>;
export type NewsDetail = z.output<typeof newsDetail>;
