// OTC (/pages/otc/otc): tabs Buy / Sell (adverts filtered by fiat and payment method), My orders and,
// for level-2 users, My adverts; an order opens in the page (?order=<id>) with its state, countdown,
// payment details and actions. Level 0 is told how to verify before anything else; a demo account that it
// trades virtual USDT with the demo merchants only.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { otcCalls } from '../../contract/otc';
import { Page, Placeholder } from '../../shared/ui/Page';
import { TabStrip } from '../../shared/ui/TabStrip';
import { AdvertList } from './AdvertList';
import { useOtcFormat } from './format';
import { MyAdverts } from './MyAdverts';
import { OrderDetail } from './OrderDetail';
import { OrderList } from './OrderList';
import styles from './otc.module.css';

type Tab = 'buy' | 'sell' | 'orders' | 'ads';
const PANEL = 'otc-panel';

export default function OtcPage() {
  const { t } = useTranslation();
  const f = useOtcFormat();
  const [params, setParams] = useSearchParams();
  const info = useCallQuery(otcCalls.otcInfo);
  const level = info.data?.kyc_level ?? 0;
  const tabs: Array<{ id: Tab; label: string }> = [
    { id: 'buy', label: t('otc.tabs.buy') },
    { id: 'sell', label: t('otc.tabs.sell') },
    { id: 'orders', label: t('otc.tabs.orders') },
    ...(level >= 2 ? [{ id: 'ads' as const, label: t('otc.tabs.ads') }] : []),
  ];
  const tab = (tabs.find((x) => x.id === params.get('tab'))?.id ?? 'buy') as Tab;
  const orderId = Number(params.get('order')) || null;
  const go = (next: Record<string, string>) => setParams(next, { replace: true });

  return (
    <Page title={t('routes.otc.otc')}>
      <div className="content">
        {info.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {info.isError && <Placeholder>{t('errors.failed')}</Placeholder>}
        {info.data && orderId !== null && <OrderDetail id={orderId} onBack={() => go({ tab: 'orders' })} />}
        {info.data && orderId === null && (
          <>
            <p className={styles.intro}>{t('otc.intro')}</p>
            {info.data.limit === null && (
              <p className={styles.notice} role="note">
                {t('otc.verifyFirst', { l1: f.usdt(info.data.params.limit_l1), l2: f.usdt(info.data.params.limit_l2) })}{' '}
                <Link to="/pages/StartVerification/StartVerification">{t('otc.verifyLink')}</Link>
              </p>
            )}
            {info.data.demo && (
              <p className={styles.notice} role="note">
                {t('otc.demoNote')}
              </p>
            )}
            <TabStrip label={t('routes.otc.otc')} tabs={tabs} value={tab} onChange={(id) => go({ tab: id })} panelId={PANEL} />
            <div id={PANEL} role="tabpanel">
              {(tab === 'buy' || tab === 'sell') && (
                <AdvertList key={tab} want={tab} info={info.data} onPlaced={(id) => go({ tab: 'orders', order: String(id) })} />
              )}
              {tab === 'orders' && <OrderList onOpen={(id) => go({ tab: 'orders', order: String(id) })} />}
              {tab === 'ads' && <MyAdverts info={info.data} />}
            </div>
          </>
        )}
      </div>
    </Page>
  );
}
