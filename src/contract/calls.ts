// Every call of the API: method, path and whether it needs a session. Types come from the zod schemas
// (type-only imports, so the app bundle carries no zod). The server registers each entry with its schema.
import type * as A from './account';
import type * as Auth from './auth';
import type * as C from './content';
import type * as M from './market';
import type * as T from './trade';
import type * as W from './wallet';
import { call } from './define';

type Empty = Record<string, never>;

export const calls = {
  // accounts
  login: call<Auth.LoginReq, Auth.TokenReply>('POST', 'user/login'),
  register: call<Auth.RegisterReq, Auth.TokenReply>('POST', 'user/register'),
  demoLogin: call<Empty, Auth.TokenReply>('POST', 'user/demo'),
  logout: call<Empty, null>('GET', 'user/logout', true),
  forget: call<Auth.ForgetReq, null>('POST', 'user/forget'),
  smsMail: call<Auth.SmsMailReq, null>('POST', 'sms_mail'),
  smsSend: call<Auth.SmsSendReq, null>('POST', 'sms_send'),
  userInfo: call<Empty, Auth.UserInfo>('GET', 'user/info', true),
  updatePassword: call<Auth.UpdatePasswordReq, null>('POST', 'safe/update_password', true),
  cashInfo: call<Empty, A.CashInfoReply>('POST', 'user/cash_info', true),
  uploadHeadPortrait: call<A.HeadPortraitReq, null>('POST', 'user/uploadHeadPortrait', true),
  editNickname: call<A.NicknameReq, null>('POST', 'user/editNickname', true),
  devOutbox: call<{ to: string }, Auth.OutboxReply>('GET', 'dev/outbox'),
  // site and content
  siteConfig: call<Empty, C.SiteConfig>('GET', 'getSiteConfig'),
  menu: call<Empty, C.MenuItem[]>('GET', 'menu'),
  faq: call<Empty, C.FaqReply>('GET', 'faq'),
  aboutus: call<Empty, C.ArticleReply>('GET', 'aboutus'),
  contactus: call<Empty, C.ArticleReply>('GET', 'contactus'),
  compliance: call<Empty, C.ArticleReply>('GET', 'operational_compliance'),
  newsPop: call<Empty, C.NewsDetail | null>('GET', 'news/index_pop'),
  newsList: call<C.NewsListReq, C.NewsListReply>('POST', 'news/list'),
  newsDetail: call<C.NewsDetailReq, C.NewsDetail>('POST', 'news/detail'),
  // markets
  categories: call<Empty, M.Category[]>('GET', 'currency/bclass'),
  quotation: call<M.QuotationReq, M.Ticker[]>('GET', 'currency/quotation_new'),
  optionalQuotation: call<Empty, M.Ticker[]>('GET', 'currency/optionalquotation', true),
  symbol: call<M.SymbolReq, M.SymbolSpec>('GET', 'currency/symbol'),
  timeshar: call<M.TimesharReq, M.Candle[]>('GET', 'currency/new_timeshar'),
  depth: call<M.SymbolReq, M.Depth>('GET', 'currency/depth'),
  trades: call<M.SymbolReq, M.Trade[]>('GET', 'currency/trades'),
  optionalAdd: call<M.OptionalReq, null>('POST', 'optional/add', true),
  optionalDel: call<M.OptionalReq, null>('POST', 'optional/del', true),
  optionalList: call<Empty, string[]>('GET', 'optional/list', true),
  // balances
  balances: call<Empty, T.Balance[]>('POST', 'wallet/list', true),
  // contract (lever) trading
  leverDeal: call<T.LeverDealReq, T.LeverDealReply>('POST', 'lever/deal', true),
  leverSubmit: call<T.LeverSubmitReq, T.LeverOrder>('POST', 'lever/submit', true),
  leverAll: call<Empty, T.LeverAllReply>('POST', 'lever/dealall', true),
  leverClose: call<T.LeverIdReq, T.LeverOrder>('POST', 'lever/close', true),
  leverCancel: call<T.LeverIdReq, T.LeverOrder>('POST', 'lever/cancel', true),
  leverSetStop: call<T.LeverSetStopReq, T.LeverOrder>('POST', 'lever/setstop', true),
  leverBatchClose: call<T.LeverBatchCloseReq, { closed: number }>('POST', 'lever/batch_close', true),
  leverMyTrade: call<T.LeverMyTradeReq, T.LeverListReply>('POST', 'lever/my_trade', true),
  // options
  optionConfig: call<T.OptionConfigReq, T.OptionConfigReply>('GET', 'option/config'),
  optionSubmit: call<T.OptionSubmitReq, T.TimedOrder>('POST', 'option/submit', true),
  optionList: call<T.TimedListReq, T.TimedListReply>('POST', 'option/list', true),
  // seconds (micro) trades
  microCurrencies: call<Empty, T.PayableCurrency[]>('GET', 'microtrade/payable_currencies', true),
  microSeconds: call<Empty, T.DurationOption[]>('GET', 'microtrade/seconds'),
  microList: call<T.MicroListReq, T.TimedListReply>('GET', 'microtrade/lists', true),
  microSubmit: call<T.MicroSubmitReq, T.TimedOrder>('POST', 'microtrade/submit', true),
  microResult: call<T.MicroResultReq, T.TimedOrder>('GET', 'microtrade/get_result', true),
  // coin (spot) trading
  coinTrade: call<T.CoinTradeReq, T.CoinOrder>('POST', 'coin/trade', true),
  coinList: call<T.CoinListReq, T.CoinListReply>('GET', 'coin/list', true),
  coinCancel: call<T.CoinCancelReq, T.CoinOrder>('POST', 'coin/cancel', true),
  // wallet: Sign-In with Ethereum, bound addresses, USDT deposits
  nonce: call<Empty, W.NonceReply>('GET', 'user/nonce'),
  walletLogin: call<W.WalletLoginReq, Auth.TokenReply>('POST', 'user/dologin'),
  walletRegister: call<W.WalletLoginReq, Auth.TokenReply>('POST', 'user/doregister'),
  walletSave: call<W.WalletSaveReq, W.WalletItem>('POST', 'user/wallet/save', true),
  walletList: call<Empty, W.WalletItem[]>('GET', 'user/wallet/list', true),
  chains: call<Empty, W.ChainInfo[]>('GET', 'wallet/chains'),
  inAddress: call<W.InAddressReq, W.InAddress[]>('POST', 'wallet/get_in_address', true),
  chargeReq: call<W.ChargeReq, W.Deposit>('POST', 'wallet/charge_req', true),
  rechargeLog: call<W.RechargeLogReq, W.RechargeLogReply>('GET', 'recharge/log', true),
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
