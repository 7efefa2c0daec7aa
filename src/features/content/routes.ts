import { fetchEarly } from '../../api/early';
import { contentCalls } from '../../contract/content';
import type { ReqOf } from '../../contract/define';
import { marketCalls } from '../../contract/market';
import { defineRoutes } from '../../shared/route';

const home = () => import('./HomePage');
const text = () => import('./TextPage');
const faq = () => import('./FaqPage');

// Home's first data, asked for at start-up: the tickers and the news pop-up (its largest text).
const homeEarly = (lang: string) => {
  fetchEarly(marketCalls.quotation, {}, { for: 'store' });
  // As useContentQuery asks for it: the call's params and the language (the query key must match).
  fetchEarly(contentCalls.newsPop, { lang } as unknown as ReqOf<typeof contentCalls.newsPop>);
};

// The home tab speaks only the shell's strings (the first screen loads nothing else).
export const routes = [
  ...defineRoutes(
    [],
    [
      { path: '/', load: home, tab: 0, title: 'tabs.home', early: homeEarly },
      { path: '/pages/index/index', load: home, tab: 0, title: 'tabs.home', early: homeEarly },
      { path: '/pages/quotation/index', load: home, tab: 0, title: 'tabs.home', early: homeEarly },
    ],
  ),
  ...defineRoutes(
    ['content'],
    [
      { path: '/pages/common/article', load: () => import('./ArticlePage') },
      { path: '/pages/common/webView', load: () => import('./WebViewPage') },
      { path: '/pages/common/faq', load: faq },
      { path: '/pages/common/contactus', load: text },
      { path: '/pages/common/aboutus', load: text },
      { path: '/pages/setting/operational_compliance', load: text },
      { path: '/pages/kefu/index', load: () => import('./KefuPage') },
      { path: '/pages/QA/QA', load: faq },
      { path: '/pages/news/news', load: () => import('./NewsPage') },
      { path: '/pages/empty/empty', load: () => import('./EmptyPage') },
    ],
  ),
];
