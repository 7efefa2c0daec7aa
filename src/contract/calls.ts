// Every call of the API: method, path and whether it needs a session. Types come from the zod schemas
// (type-only imports, so the app bundle carries no zod). The server registers each entry with its schema.
import type * as A from './account';
import type * as Auth from './auth';
import type * as C from './content';
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
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
