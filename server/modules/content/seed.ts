// First-start site settings and content, written once into a new database.
import { type Db, now } from '../../core/db';
import { getSetting, seedSetting, setSetting } from '../../core/settings';
import { articles as articleTable, faq as faqTable, news as newsTable } from './schema';

const articles: Record<string, Record<string, { title: string; content: string }>> = {
  en: {
    aboutus: {
      title: 'About Kestrel',
      content:
        'Kestrel is a mobile-first trading app for retail traders: markets in real time, contract, option, seconds and spot trading, savings, loans and presales, in twelve languages.\n\nThis reference server runs on simulated market data so that the whole product can be tried end to end.',
    },
    contactus: {
      title: 'Contact us',
      content:
        'Support: support@kestrel.test\nOnline customer service is open every day, 08:00–22:00 UTC.\nWe answer every message within one business day.',
    },
    operational_compliance: {
      title: 'Operational compliance',
      content:
        'Trading leveraged products carries a high level of risk and may not be suitable for all investors. You can lose more than your initial margin.\n\nDeposits to a wrong address may not be reversible. Withdrawals need identity verification and five network confirmations; a fee is deducted from the amount.\n\nMarket data on this server is simulated.',
    },
  },
  zh: {
    aboutus: {
      title: '关于 Kestrel',
      content:
        'Kestrel 是面向零售交易者的移动优先交易应用：实时行情、合约、期权、秒合约与现货交易、理财、借贷与新币认购，支持十二种语言。\n\n本参考服务器使用模拟行情数据。',
    },
    contactus: { title: '联系我们', content: '客服邮箱：support@kestrel.test\n在线客服每天 08:00–22:00（UTC）。' },
    operational_compliance: {
      title: '运营合规',
      content:
        '杠杆产品交易风险较高，可能不适合所有投资者。\n\n充值到错误地址可能无法追回。提现需要身份认证和 5 个网络确认，手续费从金额中扣除。\n\n本服务器的行情数据为模拟数据。',
    },
  },
};

const faq: Record<string, Array<[string, string]>> = {
  en: [
    [
      'How do I create an account?',
      'Tap Account, then Register. Use your email or mobile number, enter the 6-character code we send you and choose a password with letters and digits.',
    ],
    [
      'What is the demo account?',
      'A demo account trades with virtual funds. It cannot deposit or withdraw, and a DEMO badge is always shown.',
    ],
    ['How long does a USDT deposit take?', 'A deposit is credited after 5 block confirmations.'],
    [
      'Why do I need to verify my identity?',
      'Withdrawals, bank cards and higher limits need identity verification (KYC) to protect your account.',
    ],
  ],
  zh: [
    ['如何创建账户？', '点击“我的”，然后注册。使用邮箱或手机号，输入我们发送的 6 位验证码，并设置包含字母和数字的密码。'],
    ['什么是模拟账户？', '模拟账户使用虚拟资金交易，不能充值或提现，并始终显示 DEMO 标志。'],
    ['USDT 充值多久到账？', '充值在 5 个区块确认后到账。'],
    ['为什么需要身份认证？', '提现、绑定银行卡和更高额度需要完成身份认证（KYC），以保护您的账户。'],
  ],
};

const news: Record<string, Array<{ title: string; summary: string; content: string; pinned?: boolean }>> = {
  en: [
    {
      title: 'Welcome to Kestrel',
      summary: 'Trade markets in real time from your phone.',
      content:
        'Kestrel brings forex, US stocks, futures, crypto and ETF markets to your phone, with leveraged contracts, options, seconds trades and spot trading.\n\nMarket data on this server is simulated.',
      pinned: true,
    },
    {
      title: 'Twelve languages',
      summary: 'Switch the language at any time from the Account tab.',
      content:
        'Kestrel speaks English, Chinese (simplified and traditional), Japanese, Korean, Spanish, Italian, German, French, Russian, Portuguese and Vietnamese.',
    },
    {
      title: 'Protect your account',
      summary: 'Use a strong password and never share your codes.',
      content:
        'Kestrel staff will never ask for your password or verification codes. Use a password with letters and digits, longer than 6 characters.',
    },
  ],
  zh: [
    {
      title: '欢迎来到 Kestrel',
      summary: '随时随地在手机上实时交易。',
      content:
        'Kestrel 提供外汇、美股、期货、加密货币和 ETF 行情，支持杠杆合约、期权、秒合约和现货交易。\n\n本服务器的行情数据为模拟数据。',
      pinned: true,
    },
    {
      title: '十二种语言',
      summary: '可随时在“我的”中切换语言。',
      content: 'Kestrel 支持英语、简体中文、繁体中文、日语、韩语、西班牙语、意大利语、德语、法语、俄语、葡萄牙语和越南语。',
    },
    {
      title: '保护您的账户',
      summary: '使用强密码，切勿泄露验证码。',
      content: 'Kestrel 工作人员绝不会索要您的密码或验证码。请使用包含字母和数字、长度超过 6 位的密码。',
    },
  ],
};

/** Seeds the site settings and content once; a database that already has content is left as it is. */
export function seedContent(db: Db): void {
  if (getSetting(db, 'seeded', '')) return;
  const at = now();
  db.transaction(() => {
    seedSetting(db, 'site_name', 'Kestrel');
    seedSetting(db, 'site_logo', '/logo.svg');
    seedSetting(db, 'tk_radio', '0.01');
    db.insert(articleTable)
      .values(
        Object.entries(articles).flatMap(([lang, bySlug]) =>
          Object.entries(bySlug).map(([slug, a]) => ({ slug, lang, title: a.title, content: a.content })),
        ),
      )
      .run();
    db.insert(faqTable)
      .values(Object.entries(faq).flatMap(([lang, items]) => items.map(([question, answer], sort) => ({ lang, question, answer, sort }))))
      .run();
    db.insert(newsTable)
      .values(
        Object.entries(news).flatMap(([lang, items]) =>
          items.map((n, i) => ({
            lang,
            title: n.title,
            summary: n.summary,
            content: n.content,
            pinned: n.pinned ? 1 : 0,
            created_at: at - i * 3600,
          })),
        ),
      )
      .run();
    setSetting(db, 'seeded', String(at));
  });
}
