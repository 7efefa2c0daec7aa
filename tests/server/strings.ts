// The English and Chinese strings of every namespace as one object each, as the server merges them.
import enAccount from '../../locales/en/account.json';
import enAuth from '../../locales/en/auth.json';
import enContent from '../../locales/en/content.json';
import enMarket from '../../locales/en/market.json';
import enShell from '../../locales/en/shell.json';
import enTrade from '../../locales/en/trade.json';
import enWallet from '../../locales/en/wallet.json';
import zhShell from '../../locales/zh/shell.json';
import zhTrade from '../../locales/zh/trade.json';
import zhWallet from '../../locales/zh/wallet.json';

export const en = { ...enShell, ...enAuth, ...enAccount, ...enContent, ...enMarket, ...enTrade, ...enWallet };
export const zh = { ...zhShell, ...zhTrade, ...zhWallet };
