// The one route table: every SPEC.md §2 route at its exact path, its lazy page module, its title
// (an i18n key), its tab, and whether it needs a login.
import type { PageLoader } from './LazyPage';

export interface RouteDef {
  path: string;
  load: PageLoader;
  /** i18n key of the page title. */
  title: string;
  /** Needs a login token; anonymous users are sent to login. */
  auth?: boolean;
  /** Index of the bottom tab this route belongs to. */
  tab?: number;
}

const home: PageLoader = () => import('../features/content/HomePage');
/** Routes whose features later issues build: a plain page with the title and the nav bar until then. */
const planned: PageLoader = () => import('../features/content/PlannedPage');

function titleOf(path: string): string {
  return `routes.${path
    .replace(/^\/pages\//, '')
    .replace(/^\//, '')
    .replace(/\//g, '.')
    .replace(/-/g, '_')}`;
}

function r(path: string, load: PageLoader, extra: Partial<Omit<RouteDef, 'path' | 'load'>> = {}): RouteDef {
  return { path, load, title: titleOf(path), ...extra };
}

const p = (area: string, pages: string[], extra: Partial<RouteDef> = {}) =>
  pages.map((page) => r(`/pages/${area}/${page}`, planned, extra));

export const routes: RouteDef[] = [
  // Tabs
  r('/', home, { tab: 0, title: 'tabs.home' }),
  r('/pages/index/index', home, { tab: 0, title: 'tabs.home' }),
  r('/pages/quotation/index', home, { tab: 0, title: 'tabs.home' }),
  r('/pages/market/market', () => import('../features/market/MarketPage'), { tab: 1, title: 'tabs.market' }),
  r('/pages/quantization/quantization', planned, { tab: 2, title: 'tabs.quant' }),
  r('/pages/loan/loan', planned, { tab: 3, title: 'tabs.loan' }),
  r('/pages/fund/assets', () => import('../features/account/AccountPage'), { tab: 4, title: 'tabs.account' }),

  // common
  r('/pages/common/login', () => import('../features/auth/LoginPage')),
  r('/pages/common/register', () => import('../features/auth/RegisterPage')),
  r('/pages/common/forget', () => import('../features/auth/ForgetPage')),
  r('/pages/common/area', () => import('../features/auth/AreaPage')),
  r('/pages/common/article', () => import('../features/content/ArticlePage')),
  r('/pages/common/webView', () => import('../features/content/WebViewPage')),
  r('/pages/common/faq', () => import('../features/content/FaqPage')),
  r('/pages/common/contactus', () => import('../features/content/TextPage')),
  r('/pages/common/aboutus', () => import('../features/content/TextPage')),
  r('/pages/common/borrowing', planned, { auth: true }),

  // setting
  r('/pages/setting/setting', () => import('../features/account/SettingsPage'), { auth: true }),
  r('/pages/setting/userInfo', () => import('../features/account/UserInfoPage'), { auth: true }),
  r('/pages/setting/security', () => import('../features/account/SecurityPage'), { auth: true }),
  r('/pages/setting/password', () => import('../features/account/PasswordPage'), { auth: true }),
  r('/pages/setting/operational_compliance', () => import('../features/content/TextPage')),
  r('/pages/setting/bank', () => import('../features/account/BankPage'), { auth: true }),
  r('/pages/setting/real', () => import('../features/account/VerifyPage'), { auth: true }),
  r('/pages/setting/wallet', () => import('../features/web3/WalletsPage'), { auth: true }),
  r('/pages/setting/addWallet', () => import('../features/web3/AddWalletPage'), { auth: true }),
  ...p('setting', ['payPassword', 'coupon', 'bill', 'real_mark', 'share', 'areas', 'bank_international'], { auth: true }),

  // fund
  r('/pages/fund/select', () => import('../features/fund/DepositSelectPage'), { auth: true }),
  r('/pages/fund/receive', () => import('../features/fund/ReceivePage'), { auth: true }),
  r('/pages/fund/receive_withdraw_record', () => import('../features/fund/RecordsPage'), { auth: true }),
  ...p('fund', ['withdraw', 'assets_record', 'assets_all_record', 'transfer', 'fundTransfer', 'transfer_history'], { auth: true }),

  // market
  r('/pages/market/search', () => import('../features/market/SearchPage')),

  // copy trading and follow
  ...p('copytrade', ['copy']),
  ...p('copytrade', ['my', 'trader'], { auth: true }),
  ...p('follow', ['index', 'agreement_zh', 'agreement_en']),
  ...p('follow', ['trader', 'follow'], { auth: true }),

  ...p('otc', ['otc'], { auth: true }),
  ...p('ieo', ['ieo']),
  ...p('ieo', ['subscribe', 'order'], { auth: true }),
  ...p('lockming', ['lockming', 'welcome']),
  ...p('lockming', ['buy', 'order'], { auth: true }),
  // trading: index2 is the symbol page (chart, book, trades); index options and seconds trades
  r('/pages/transaction/index', () => import('../features/trade/OptionsPage')),
  r('/pages/transaction/index2', () => import('../features/market/SymbolPage')),
  r('/pages/transaction/currency', () => import('../features/trade/SpotPage')),
  r('/pages/transaction/contract', () => import('../features/trade/ContractPage')),
  r('/pages/transaction/currency_order', () => import('../features/trade/SpotOrdersPage'), { auth: true }),
  r('/pages/transaction/contract_order', () => import('../features/trade/ContractOrderPage'), { auth: true }),
  r('/pages/transaction/seconds_order', () => import('../features/trade/SecondsOrderPage'), { auth: true }),
  ...p('nft', ['nft', 'artistDetail', 'artworkDetail', 'artworkDetail_video', 'purchase', 'purchase_one']),
  ...p('nft', ['mine', 'myNft', 'resell'], { auth: true }),
  ...p('nft/components', ['artist', 'artwork', 'collection', 'search']),
  ...p('invest', ['invest', 'help', 'purchase']),
  ...p('invest', ['mine'], { auth: true }),

  // others
  ...p('financial', ['index']),
  r('/pages/kefu/index', () => import('../features/content/KefuPage')),
  r('/pages/language/language', () => import('../features/account/LanguagePage')),
  ...p('saleCoin', ['saleCoin', 'dollarOrderList'], { auth: true }),
  ...p('StartVerification', ['StartVerification'], { auth: true }),
  ...p('quantitativeOrder', ['quantitativeOrder'], { auth: true }),
  ...p('certificateDeposit', ['certificateDeposit'], { auth: true }),
  ...p('TelegraphicMoney', ['TelegraphicMoney'], { auth: true }),
  r('/pages/QA/QA', () => import('../features/content/FaqPage')),
  r('/pages/news/news', () => import('../features/content/NewsPage')),
  r('/pages/contractOrders/contractOrders', () => import('../features/trade/ContractOrdersPage'), { auth: true }),
  r('/pages/historyList/historyList', () => import('../features/trade/HistoryListPage'), { auth: true }),
  r('/pages/empty/empty', () => import('../features/content/EmptyPage')),
  ...p('pendingReview', ['pendingReview'], { auth: true }),
  ...p('game', ['game']),

  // system pages
  r('/choose-location', planned),
  r('/open-location', planned),
];

export const TAB_PATHS = [
  '/',
  '/pages/market/market',
  '/pages/quantization/quantization',
  '/pages/loan/loan',
  '/pages/fund/assets',
] as const;
