// A daily rate with its yearly equivalent beside it ("0.6% a day ≈ 219% a year"; the yearly figure from
// src/shared/earn/rate.ts, simple: daily × 365). The pages pass both as their own translated strings.
import styles from './money.module.css';

export function DailyRate({ daily, yearly, strong }: { daily: string; yearly: string; strong?: boolean }) {
  return (
    <span className={styles.rate} data-testid="daily-rate">
      {strong ? <strong className="up">{daily}</strong> : <span>{daily}</span>} <span className={styles.yearly}>{yearly}</span>
    </span>
  );
}
