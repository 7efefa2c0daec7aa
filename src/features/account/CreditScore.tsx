// The credit score on the profile, with what it means: 100 is good standing (AREAS.md). It never limits a
// deposit or a withdrawal, and the page says so.
import { useTranslation } from 'react-i18next';
import styles from './account.module.css';

/** Good standing is 100; every account starts there. */
export const GOOD_STANDING = 100;

export function CreditScore({ score }: { score: number }) {
  const { t } = useTranslation();
  const good = score >= GOOD_STANDING;
  return (
    <section className={styles.credit} aria-labelledby="credit-score-title">
      <div className={styles.creditHead}>
        <h2 id="credit-score-title">{t('account.credit.title')}</h2>
        <span className={good ? 'up' : 'down'}>
          <strong>{score}</strong> {t(good ? 'account.credit.good' : 'account.credit.lowered')}
        </span>
      </div>
      <p>{t(good ? 'account.credit.explain' : 'account.credit.explainLowered')}</p>
    </section>
  );
}
