// The content area's server state. Content comes in the reader's language: the transport sends `lang`
// with every call, and naming it in the params as well puts it in each query's key, so a language
// switch fetches the other language (and keeps each one cached apart) instead of showing the old one.
import { useTranslation } from 'react-i18next';
import { useCallQuery } from '../../api/query';
import { contentCalls } from '../../contract/content';
import type { AnyCall, ReqOf } from '../../contract/define';

/** The reader's language, for the params of content calls. */
export function useLang(): string {
  return useTranslation().i18n.language;
}

type QueryOptions<C extends AnyCall> = NonNullable<Parameters<typeof useCallQuery<C>>[2]>;

/** useCallQuery with the reader's language among the params. */
export function useContentQuery<C extends AnyCall>(call: C, params?: ReqOf<C>, options?: QueryOptions<C>) {
  const lang = useLang();
  return useCallQuery(call, { ...params, lang } as ReqOf<C>, options);
}

export const useNewsHeadlines = (limit: number) => useContentQuery(contentCalls.newsList, { page: 1, limit });

export const useNewsDetail = (id: number) => useContentQuery(contentCalls.newsDetail, { id }, { enabled: id > 0 });

export const useNewsPop = () => useContentQuery(contentCalls.newsPop, undefined, { quiet: true, staleTime: 5 * 60_000 });
