// One locked mining plan: currency and lock days, the daily rate, the limits, the early-redemption fee
// and what an example amount earns over the lock.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuantProduct } from '../../contract/quant';
import { quantTermIncome } from '../../shared/earn/quant';
import { CostPreview, DailyRate } from '../../shared/ui/money';
import { useTermFormat } from '../quant';
import { exampleAmount } from './plans';
import styles from './lockming.module.css';

export function PlanCard({ plan: p, children }: { plan: QuantProduct; children?: ReactNode }) {
  const { t } = useTranslation();
  const f = useTermFormat();
  const amount = (v: string) => (p.currency === 'USDT' ? f.money(v) : f.exact(v));
  const example = exampleAmount(p);
  const title = t('lockming.planTitle', { currency: p.currency, days: f.days(p.days) });
  return (
    <li className={styles.card} aria-label={title}>
      <div className={styles.head}>
        <h2>{title}</h2>
        <DailyRate
          strong
          daily={t('lockming.dailyRate', { rate: f.percent(p.daily_rate) })}
          yearly={t('lockming.yearly', { rate: f.yearly(p.daily_rate) })}
        />
      </div>
      <CostPreview
        plain
        rows={[
          [t('lockming.lock'), f.days(p.days)],
          [t('lockming.amount'), `${amount(p.min_amount)} – ${amount(p.max_amount)} ${p.currency}`],
          [
            t('lockming.example'),
            t('lockming.exampleText', {
              amount: amount(example.toFixed()),
              income: f.exact(quantTermIncome(example, p.daily_rate, p.days)),
              currency: p.currency,
              days: f.days(p.days),
            }),
          ],
          [t('lockming.fee'), f.percent(p.penalty_rate)],
          ...(p.kyc_level > 0 ? [[t('lockming.kyc'), t('lockming.kycLevel', { level: p.kyc_level })] as [string, string]] : []),
        ]}
      />
      {children}
    </li>
  );
}
