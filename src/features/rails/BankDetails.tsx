// The platform's receiving bank account (from the server), each detail with a copy button, and the
// dollar rate and minimum a fiat deposit is credited at.
import { useTranslation } from 'react-i18next';
import type { WireInfo } from '../../contract/wallet';
import { toast } from '../../shared/stores/ui';
import { useFormat } from './format';
import styles from './rails.module.css';

type Detail = 'bank_name' | 'account_name' | 'account_number' | 'swift' | 'bank_address';
const DETAILS: readonly Detail[] = ['bank_name', 'account_name', 'account_number', 'swift', 'bank_address'];
const CODES: ReadonlySet<Detail> = new Set(['account_number', 'swift']);

export function BankDetails({ info, method }: { info: WireInfo; method: 'wire' | 'card' }) {
  const { t } = useTranslation();
  const format = useFormat();
  const copy = async (label: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast(t('rails.bank.copied', { label }));
    } catch {
      toast(t('rails.bank.copyFailed'));
    }
  };
  return (
    <section aria-labelledby="rails-bank">
      <h2 className="section-title" id="rails-bank">
        {t('rails.bank.title')}
      </h2>
      <p className={styles.lead}>{method === 'card' ? t('rails.bank.leadCard') : t('rails.bank.leadWire')}</p>
      <ul className={styles.bank}>
        {DETAILS.filter((key) => info[key]).map((key) => {
          const label = t(`rails.bank.${key}`);
          return (
            <li key={key}>
              <div className={styles.bankText}>
                <span className={styles.bankLabel}>{label}</span>
                <span className={CODES.has(key) ? `${styles.bankValue} ${styles.mono}` : styles.bankValue}>{info[key]}</span>
              </div>
              <button
                type="button"
                className={styles.copy}
                onClick={() => void copy(label, info[key])}
                aria-label={t('rails.bank.copyLabel', { label })}
              >
                {t('rails.bank.copy')}
              </button>
            </li>
          );
        })}
      </ul>
      <ol className={styles.steps}>
        <li>{t('rails.steps.send', { min: format.usd(info.min) })}</li>
        <li>{t('rails.steps.proof')}</li>
        <li>{t('rails.steps.review')}</li>
      </ol>
    </section>
  );
}
