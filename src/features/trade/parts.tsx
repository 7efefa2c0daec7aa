// Small building blocks shared by the trade pages.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { loginPathFrom } from '../../api';
import { Button } from '../../shared/ui/Button';
import styles from './trade.module.css';

/** Logged out: the market info stays, trading asks for a login that comes back here. */
export function LoginToTrade() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.login}>
      <p className="muted">{t('trade.loginHint')}</p>
      <Button onClick={() => navigate(loginPathFrom())}>{t('trade.loginToTrade')}</Button>
    </div>
  );
}

interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
  /** Colours a pressed choice: buying (up) or selling (down). */
  tone?: 'buy' | 'sell';
}

/** A row of toggle buttons (buy/sell, market/limit, leverage, durations). */
export function Segmented<T extends string | number>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: T;
  choices: Choice<NoInfer<T>>[];
  onChange(value: NoInfer<T>): void;
}) {
  return (
    <fieldset className={`segmented ${styles.seg}`} aria-label={label}>
      {choices.map((c) => (
        <button
          key={String(c.value)}
          type="button"
          className={c.tone ? styles[c.tone] : undefined}
          aria-pressed={c.value === value}
          onClick={() => onChange(c.value)}
        >
          {c.label}
        </button>
      ))}
    </fieldset>
  );
}

export function LinkRow({ links }: { links: Array<[to: string, label: string]> }) {
  return (
    <nav className={`link-row ${styles.links}`}>
      {links.map(([to, label]) => (
        <Link key={to} to={to}>
          {label}
        </Link>
      ))}
    </nav>
  );
}
