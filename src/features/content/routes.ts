import { defineRoutes } from '../../shared/route';

const home = () => import('./HomePage');
const text = () => import('./TextPage');
const faq = () => import('./FaqPage');

// The home tab speaks only the shell's strings (the first screen loads nothing else).
export const routes = [
  ...defineRoutes(
    [],
    [
      { path: '/', load: home, tab: 0, title: 'tabs.home' },
      { path: '/pages/index/index', load: home, tab: 0, title: 'tabs.home' },
      { path: '/pages/quotation/index', load: home, tab: 0, title: 'tabs.home' },
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
