// The copy trading agreement, in Chinese (/pages/follow/agreement_zh) or English (/agreement_en) whatever
// the app's language: the text a follower accepts. Its figures are the published rules (AREAS.md).
import { useLocation } from '../../shared/nav';
import { useTranslation } from 'react-i18next';
import { Page } from '../../shared/ui/Page';
import styles from './copy.module.css';

const EN = [
  'Following a lead trader copies every contract order they open into your contract account, in the same tick and at the same price, sized by your rule: a multiple (0.1–5) of their lots, or a fixed number of lots (0.01–5).',
  'Each copy takes its margin and your own trading fee from your contract account. A copy is skipped, and you are told why, when the market is closed, when your available margin is short, or when the open copies would hold more margin than your budget.',
  "A copy closes when the trader closes, at the trader's price, unless you take it over (keep it as your own). You may close a copy yourself at any time.",
  'On each copied position that closes with a profit, you pay the trader their published profit share (0–20 %) of that profit, in the same transaction; the share is rounded up to 0.00000001 USDT. A loss pays no share. A position you took over pays no share.',
  'You may follow at most 3 traders at once and stop following at any time; open copies then stay open as your own.',
  'Past results do not promise future ones. Copy trading can lose the margin of every copy.',
];
const ZH = [
  '跟随带单交易员后，其开出的每一笔合约订单都会在同一行情、以相同价格复制到您的合约账户，数量按您的规则：其手数的倍数（0.1–5）或固定手数（0.01–5）。',
  '每笔跟单从您的合约账户扣除保证金和您自己的手续费。市场休市、可用保证金不足，或未平跟单占用的保证金将超过您的预算时，该笔跟单会被跳过，并通知您原因。',
  '交易员平仓时，跟单以交易员的价格同时平仓，除非您已将其转为自持。您也可以随时自行平仓。',
  '每笔跟单盈利平仓时，您在同一笔交易中按交易员公布的分润比例（0–20%）向其支付该盈利的分润，分润向上取整至 0.00000001 USDT。亏损不分润，转为自持的持仓不分润。',
  '您最多可同时跟随 3 位交易员，并可随时取消跟随；取消后未平的跟单继续保留，归您自己所有。',
  '过往业绩不代表未来收益。跟单可能损失每笔跟单的全部保证金。',
];

export default function AgreementPage() {
  const { t } = useTranslation();
  const zh = useLocation().pathname.endsWith('_zh');
  const text = zh ? ZH : EN;
  return (
    <Page title={t(zh ? 'routes.follow.agreement_zh' : 'routes.follow.agreement_en')}>
      <div className="content" lang={zh ? 'zh-CN' : 'en'}>
        <h2 className="section-title">{zh ? '跟单协议' : 'Copy trading agreement'}</h2>
        <ol className={styles.agreement}>
          {text.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ol>
      </div>
    </Page>
  );
}
