// The platform's receiving bank account (from the server), each detail with a copy button, and the
// dollar rate and minimum a fiat deposit is credited at.
import { useTranslation } from 'react-i18next';
import type { WireInfo } from '../../contract/wallet';
import { toast } from '../../shared/stores/ui';
import { useFormat } from './format';
import styles from './salecoin.module.css';

type Detail = 'bank_name' | 'account_name' | 'account_number' | 'swift' | 'bank_address';
const DETAILS: readonly Detail[] = ['bank_name', 'account_name', 'account_number', 'swift', 'bank_address'];
const CODES: ReadonlySet<Detail> = new Set(['account_number', 'swift']);

export function BankDetails({ info, method }: { info: WireInfo; method: 'wire' | 'card' }) {
  const { t } = useTranslation();
  const format = useFormat();
  const copy = async (label: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast(t('salecoin.bank.copied', { label }));
    } catch {
      toast(t('salecoin.bank.copyFailed'));
    }
  };
  return (
    <section aria-labelledby="rails-bank">
      <h2 className="section-title" id="rails-bank">
        {t('salecoin.bank.title')}
      </h2>
      <p className={styles.lead}>{method === 'card' ? t('salecoin.bank.leadCard') : t('salecoin.bank.leadWire')}</p>
      <ul className={styles.bank}>
        {DETAILS.filter((key) => info[key]).map((key) => {
          const label = t(`salecoin.bank.${key}`);
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
                aria-label={t('salecoin.bank.copyLabel', { label })}
              >
                {t('salecoin.bank.copy')}
              </button>
            </li>
          );
        })}
      </ul>
      <ol className={styles.steps}>
        <li>{t('salecoin.steps.send', { min: format.usd(info.min) })}</li>
        <li>{t('salecoin.steps.proof')}</li>
        <li>{t('salecoin.steps.review')}</li>
      </ol>
    </section>
  );
}
