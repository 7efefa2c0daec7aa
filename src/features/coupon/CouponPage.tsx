// The coupon centre: the user's trial vouchers in three tabs (available, used, expired), each with what
// it is worth, what it can be used for and when it expires; "Use" opens the contract order form with
// the voucher chosen. The rules are said on the page: a voucher is never a condition for anything.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { COUPON_STATES, type Coupon, couponCalls } from '../../contract/coupon';
import { localeOf } from '../../shared/config/locale';
import { formatDateTime } from '../../shared/lib/format';
import { formatDown } from '../../shared/lib/numberFormat';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../api/PagedList';
import { TabStrip, tabId } from '../../shared/ui/TabStrip';
import styles from './coupon.module.css';
import { withVoucherPath } from './paths';

type Tab = (typeof COUPON_STATES)[number];
const PER_PAGE = 10;

function tabOf(value: string | null): Tab {
  return COUPON_STATES.find((s) => s === value) ?? 'available';
}

function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t, i18n } = useTranslation();
  const amount = `${formatDown(localeOf(i18n.language), coupon.amount, 0, 2)} ${coupon.currency}`;
  return (
    <li className={coupon.status === 'available' ? styles.card : `${styles.card} ${styles.spent}`}>
      <div className={styles.worth}>
        <strong>{amount}</strong>
        <span>{t('coupon.trialVoucher')}</span>
      </div>
      <div className={styles.body}>
        <span className={styles.product}>{t(`coupon.products.${coupon.product}`)}</span>
        <span className="muted">{t(`coupon.sources.${coupon.source}`)}</span>
        {coupon.note && <span className="muted">{coupon.note}</span>}
        <span className={styles.when}>
          {coupon.status === 'used' && coupon.used_at
            ? t('coupon.usedAt', { time: formatDateTime(coupon.used_at, i18n.language) })
            : t(coupon.status === 'expired' ? 'coupon.expiredAt' : 'coupon.expiresAt', {
                time: formatDateTime(coupon.expires_at, i18n.language),
              })}
        </span>
        {coupon.status === 'available' && (
          <Link className={styles.use} to={withVoucherPath(coupon.id)} aria-label={t('coupon.useLabel', { amount })}>
            {t('coupon.use')}
          </Link>
        )}
      </div>
    </li>
  );
}

export default function CouponPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  // The first page of the open tab also says how many each tab holds.
  const counts = useCallQuery(couponCalls.couponList, { status: tab, page: 1, limit: PER_PAGE }).data?.counts;
  const open = (name: Tab) => setParams({ tab: name }, { replace: true });
  return (
    <Page title={t('routes.setting.coupon')}>
      <div className="content">
        <TabStrip
          label={t('coupon.tabs.label')}
          tabs={COUPON_STATES.map((name) => ({ id: name, label: `${t(`coupon.tabs.${name}`)}${counts ? ` (${counts[name]})` : ''}` }))}
          value={tab}
          onChange={open}
          panelId="coupon-panel"
        />
        <div role="tabpanel" id="coupon-panel" aria-labelledby={tabId('coupon-panel', tab)}>
          <PagedList
            call={couponCalls.couponList}
            filter={{ status: tab }}
            limit={PER_PAGE}
            label={t(`coupon.tabs.${tab}`)}
            className={styles.list}
            empty={t(`coupon.empty.${tab}`)}
            itemKey={(c) => c.id}
            renderItem={(c) => <CouponCard coupon={c} />}
          />
        </div>
        <section className={styles.rules} aria-labelledby="coupon-rules">
          <h2 id="coupon-rules">{t('coupon.rules.title')}</h2>
          <ul>
            <li>{t('coupon.rules.covers')}</li>
            <li>{t('coupon.rules.profit')}</li>
            <li>{t('coupon.rules.loss')}</li>
            <li>{t('coupon.rules.once')}</li>
            <li>{t('coupon.rules.never')}</li>
          </ul>
        </section>
      </div>
    </Page>
  );
}
