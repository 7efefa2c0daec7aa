// The AI / savings tab: the savings products on offer with their published terms and what each earns
// on an example amount; "Subscribe" opens the product's buy form (the shared formulas the server pays
// with); a link to the user's savings orders.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { type QuantProduct, quantCalls } from '../../contract/quant';
import { localeOf } from '../../shared/config/locale';
import { Decimal, dec } from '../../shared/lib/decimal';
import { quantTermIncome } from '../../shared/earn/quant';
import { useSession } from '../../shared/stores/session';
import { Page, Placeholder } from '../../shared/ui/Page';
import { CostPreview, DailyRate } from '../../shared/ui/money';
import { BuyForm } from './BuyForm';
import { useQuantFormat } from './format';
import { ORDERS_PATH } from './paths';
import styles from './quant.module.css';

/** The example amount: 1,000 of the currency, kept within the product's limits. */
const exampleAmount = (p: QuantProduct) => Decimal.min(dec(p.max_amount), Decimal.max(dec(p.min_amount), dec(1000)));

function useFormats() {
  const { i18n } = useTranslation();
  // The app's language code ('pn') as a BCP-47 tag ('ru') for Intl.
  const locale = localeOf(i18n.language);
  const number = (value: string, digits = 2) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value as `${number}`);
  return {
    money: (value: Decimal.Value) => number(dec(value).toFixed(), 2),
    percent: (fraction: string) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(fraction as `${number}`),
    days: (n: number) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(n),
  };
}

function ProductCard({ product: p, open, onToggle }: { product: QuantProduct; open: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  const f = useFormats();
  const q = useQuantFormat();
  const loggedIn = useSession((s) => Boolean(s.token));
  const example = exampleAmount(p);
  return (
    <li className={styles.card} aria-label={p.name}>
      <div className={styles.head}>
        <h2>{p.name}</h2>
        <DailyRate
          strong
          daily={t('quant.dailyRate', { rate: f.percent(p.daily_rate) })}
          yearly={t('quant.yearly', { rate: q.yearly(p.daily_rate) })}
        />
      </div>
      <CostPreview
        plain
        rows={[
          [t('quant.term'), f.days(p.days)],
          [t('quant.amount'), `${f.money(p.min_amount)} – ${f.money(p.max_amount)} ${p.currency}`],
          [
            t('quant.example'),
            t('quant.exampleText', {
              amount: f.money(example),
              income: f.money(quantTermIncome(example, p.daily_rate, p.days)),
              currency: p.currency,
              days: f.days(p.days),
            }),
          ],
          [t('quant.penalty'), f.percent(p.penalty_rate)],
          [t('quant.kyc'), t('quant.kycLevel', { level: p.kyc_level })],
        ]}
      />
      {loggedIn ? (
        <button type="button" className={styles.subscribe} aria-expanded={open} onClick={onToggle}>
          {open ? t('common.cancel') : t('quant.buy.open')}
        </button>
      ) : (
        <Link className={styles.subscribe} to="/pages/common/login">
          {t('quant.buy.login')}
        </Link>
      )}
      {open && <BuyForm product={p} />}
    </li>
  );
}

export default function QuantPage() {
  const { t } = useTranslation();
  const products = useCallQuery(quantCalls.quantProducts);
  const loggedIn = useSession((s) => Boolean(s.token));
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Page title={t('tabs.quant')} tabs>
      <div className="content">
        <p className={styles.intro}>{t('quant.intro')}</p>
        <nav className={styles.links}>
          {loggedIn && (
            <Link className={styles.ordersLink} to={ORDERS_PATH}>
              {t('quant.myOrders')}
            </Link>
          )}
          <Link className={styles.ordersLink} to="/pages/financial/index">
            {t('quant.allEarn')}
          </Link>
        </nav>
        {products.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {products.isError && <Placeholder>{t('errors.failed')}</Placeholder>}
        {products.data?.length === 0 && <Placeholder>{t('quant.empty')}</Placeholder>}
        {Boolean(products.data?.length) && (
          <ul className={styles.list} aria-label={t('quant.products')}>
            {products.data?.map((p) => (
              <ProductCard key={p.id} product={p} open={open === p.id} onToggle={() => setOpen(open === p.id ? null : p.id)} />
            ))}
          </ul>
        )}
        <h2 className="section-title">{t('quant.howTitle')}</h2>
        <ul className={styles.rules}>
          <li>{t('quant.rules.daily')}</li>
          <li>{t('quant.rules.maturity')}</li>
          <li>{t('quant.rules.early')}</li>
          <li>{t('quant.rules.yearly')}</li>
        </ul>
      </div>
    </Page>
  );
}
