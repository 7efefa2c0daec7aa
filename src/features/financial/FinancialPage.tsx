// The earn hub (/pages/financial/index, AREAS.md): every earn product with its best published rate, read
// from each product's own public call, and a link to it; "none on offer yet" where the operator has
// created none (a new production server).
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { certificateCalls } from '../../contract/certificate';
import { dualCalls } from '../../contract/dual';
import { lockmingCalls } from '../../contract/lockming';
import { presaleCalls } from '../../contract/presale';
import { quantCalls } from '../../contract/quant';
import { dec } from '../../shared/lib/decimal';
import { Page } from '../../shared/ui/Page';
import { useTermFormat } from '../quant';
import styles from './financial.module.css';

/** The highest of some rates: undefined while loading, null when there are none. */
const best = (rates: readonly string[] | undefined) =>
  rates === undefined ? undefined : rates.length ? rates.reduce((m, r) => (dec(r).gt(m) ? r : m), rates[0]) : null;

interface Entry {
  key: string;
  to: string;
  /** What the card says about the rates on offer, or null while loading. */
  figure: string | null;
}

export default function FinancialPage() {
  const { t } = useTranslation();
  const f = useTermFormat();
  const quant = best(useCallQuery(quantCalls.quantProducts).data?.map((p) => p.daily_rate));
  const lockming = best(useCallQuery(lockmingCalls.lockmingPlans).data?.map((p) => p.daily_rate));
  const certificate = best(useCallQuery(certificateCalls.certificateProducts).data?.map((p) => p.annual_rate));
  const dual = best(useCallQuery(dualCalls.dualIndex, {}).data?.list.map((p) => p.annual_rate));
  const projects = useCallQuery(presaleCalls.presaleProjects, {}).data?.list;
  const onSale = projects ? projects.filter((p) => p.state === 'live').length : null;
  const none = t('financial.none');
  const daily = (rate: string | null | undefined) =>
    rate === undefined ? null : rate ? t('financial.upToDaily', { rate: f.percent(rate) }) : none;
  const yearly = (rate: string | null | undefined) =>
    rate === undefined ? null : rate ? t('financial.upToYearly', { rate: f.percent(rate) }) : none;
  const entries: Entry[] = [
    { key: 'quant', to: '/pages/quantization/quantization', figure: daily(quant) },
    { key: 'lockming', to: '/pages/lockming/welcome', figure: daily(lockming) },
    { key: 'dual', to: '/pages/invest/invest', figure: yearly(dual) },
    {
      key: 'presale',
      to: '/pages/ieo/ieo',
      figure: onSale === null ? null : onSale ? t('financial.onSale', { count: onSale }) : none,
    },
    { key: 'certificate', to: '/pages/certificateDeposit/certificateDeposit', figure: yearly(certificate) },
  ];
  return (
    <Page title={t('routes.financial.index')}>
      <div className="content">
        <p className={styles.intro}>{t('financial.intro')}</p>
        <ul className={styles.list} aria-label={t('financial.products')}>
          {entries.map((e) => (
            <li key={e.key}>
              <Link className={styles.card} to={e.to}>
                <span className={styles.name}>{t(`financial.${e.key}.name`)}</span>
                <strong className={e.figure === none ? 'muted' : 'up'}>{e.figure ?? '--'}</strong>
                <span className={styles.what}>{t(`financial.${e.key}.what`)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="muted">{t('financial.note')}</p>
      </div>
    </Page>
  );
}
