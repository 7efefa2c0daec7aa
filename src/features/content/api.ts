import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { contentCalls } from '../../contract/content';

/** Content depends on the language: it is part of every content query key. */
export function useLang(): string {
  return useTranslation().i18n.language;
}

export const useNewsList = (page: number, limit = 10) => {
  const lang = useLang();
  return useQuery({ queryKey: ['news', lang, page, limit], queryFn: () => api(contentCalls.newsList, { page, limit }) });
};

export const useNewsDetail = (id: number) => {
  const lang = useLang();
  return useQuery({ queryKey: ['newsDetail', lang, id], queryFn: () => api(contentCalls.newsDetail, { id }), enabled: id > 0 });
};

export const useNewsPop = () => {
  const lang = useLang();
  return useQuery({ queryKey: ['newsPop', lang], queryFn: () => api(contentCalls.newsPop, {}, { quiet: true }), staleTime: 5 * 60_000 });
};
