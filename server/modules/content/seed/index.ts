// The seeded site content in each of the app's twelve languages, one data file per language: the fixed
// articles (about, contact, compliance), the FAQ and the news, the same items in the same order in each.
import type { Lang } from '../../../../src/shared/config/constants';
import dt from './dt.json';
import en from './en.json';
import fa from './fa.json';
import hk from './hk.json';
import jp from './jp.json';
import kor from './kor.json';
import pn from './pn.json';
import pt from './pt.json';
import tv from './tv.json';
import xp from './xp.json';
import ydl from './ydl.json';
import zh from './zh.json';

export const ARTICLE_SLUGS = ['aboutus', 'contactus', 'operational_compliance'] as const;
export type ArticleSlug = (typeof ARTICLE_SLUGS)[number];

export interface ContentTexts {
  articles: Record<ArticleSlug, { title: string; content: string }>;
  faq: ReadonlyArray<{ question: string; answer: string }>;
  /** Newest first; a pinned item is the home screen's pop-up. */
  news: ReadonlyArray<{ title: string; summary: string; content: string; pinned?: boolean }>;
}

export const SEED_CONTENT: Readonly<Record<Lang, ContentTexts>> = { en, zh, hk, jp, kor, xp, ydl, dt, fa, pn, pt, tv };
