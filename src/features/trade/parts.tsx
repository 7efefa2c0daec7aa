// Small building blocks shared by the trade pages.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../shared/nav';
import { loginPathFrom } from '../../api';
import { Button } from '../../shared/ui/Button';
import { ProfitText } from '../../shared/ui/ProfitText';
import { useTradeFormat } from './format';
import { SHARES } from './lib';
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

/** Ways on from a trade page, as buttons of the app's secondary style (they stay links for what they do). */
export function LinkRow({ links }: { links: Array<[to: string, label: string]> }) {
  return (
    <nav className={styles.links}>
      {links.map(([to, label]) => (
        <Link key={to} to={to} className={`btn secondary ${styles.linkButton}`}>
          {label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The leverage as a slider stopping at the offered leverages (one row at any width), with the chosen
 * one beside its label. Arrow keys, Home and End move it; a screen reader hears "10× leverage". The
 * marks under it pick a leverage with one tap (out of the Tab order: the slider is the keyboard's way).
 */
export function LeverageSlider({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: number;
  choices: number[];
  onChange(value: number): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const last = Math.max(1, choices.length - 1);
  const index = Math.max(0, choices.indexOf(value));
  return (
    <div className={styles.leverage}>
      <div className={styles.leverageHead}>
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className={styles.leverageValue}>
          ×{value}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className={styles.slider}
        min={0}
        max={choices.length - 1}
        step={1}
        value={index}
        disabled={choices.length < 2}
        aria-valuetext={t('trade.leverageText', { value })}
        onChange={(e) => onChange(choices[Number(e.target.value)] ?? value)}
      />
      <div className={styles.marks}>
        {choices.map((choice, i) => (
          <button
            key={choice}
            type="button"
            tabIndex={-1}
            aria-pressed={choice === value}
            className={choice === value ? styles.markOn : undefined}
            style={{ left: `calc(var(--thumb) / 2 + (100% - var(--thumb)) * ${i / last})` }}
            onClick={() => onChange(choice)}
          >
            ×{choice}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * 25 / 50 / 75 / 100 % of what the balance allows, for an amount field (labelled as a group). `chosen`:
 * the share the amount follows (useChosenShare), shown pressed.
 */
export function ShareRow({ label, onShare, chosen = null }: { label: string; onShare(share: number): void; chosen?: number | null }) {
  const fmt = useTradeFormat();
  return (
    <fieldset className={`segmented ${styles.shares}`} aria-label={label}>
      {SHARES.map((share) => (
        <button key={share} type="button" aria-pressed={share === chosen} onClick={() => onShare(share)}>
          {fmt.share(share)}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * A share of the balance stays chosen until the user types an amount: meanwhile the amount follows what
 * it was figured from (the live price, the leverage, a voucher), so an order at 100 % is still one the
 * balance pays for when it is sent, a tick later.
 *
 * `fill(share)` writes the amount for a share; `inputs` are what the amount is figured from. Returns the
 * chosen share (null once the user typed the amount) and the handler for ShareRow; `choose(null)` lets
 * the share go and keeps the amount (an order placed with it: the smaller balance must not refigure it).
 */
export function useChosenShare<V extends FieldValues>(
  form: UseFormReturn<V>,
  field: FieldPath<V>,
  fill: (share: number) => void,
  inputs: readonly unknown[],
): [number | null, (share: number | null) => void] {
  const [chosen, setChosen] = useState<number | null>(null);
  const latestFill = useRef(fill);
  latestFill.current = fill;

  // Typing in the field (an input event; the fill's own setValue has none) lets the share go.
  useEffect(() => {
    const watching = form.watch((_values, { name, type }) => {
      if (name === field && type === 'change') setChosen(null);
    });
    return () => watching.unsubscribe();
  }, [form, field]);

  const figuredFrom = JSON.stringify(inputs);
  // The amount is written when a share is chosen, and again whenever what it is figured from changes.
  // Not while the field has the focus: a person about to type there would have the text they selected
  // rewritten under them, and their typing added to the new text (the next change after they leave it
  // writes it again, if the share is still chosen).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `figuredFrom` is why it runs again: the amount follows its inputs.
  useEffect(() => {
    const editing = document.activeElement instanceof HTMLInputElement && document.activeElement.name === field;
    if (chosen !== null && !editing) latestFill.current(chosen);
  }, [chosen, figuredFrom, field]);

  return [chosen, setChosen];
}

/**
 * A profit with its sign, colour (SPEC §9: green above zero, grey at zero, red below) and its return
 * on what it was made with (ROE: profit over the margin, or over a timed trade's stake). `live`: a
 * screen reader hears it change (a settlement); a profit that moves with every tick is left quiet.
 */
export function ProfitLine({
  profit,
  base,
  code = 'USDT',
  label,
  live = false,
}: {
  profit: string;
  base: string;
  code?: string;
  label?: string;
  live?: boolean;
}) {
  const { t } = useTranslation();
  const fmt = useTradeFormat();
  const id = useId();
  return (
    <p className={styles.profit}>
      <span className="muted" id={id}>
        {label ?? t('trade.profit')}
      </span>{' '}
      <output aria-labelledby={id} aria-live={live ? 'polite' : 'off'}>
        <ProfitText value={profit}>{`${fmt.signed(profit, code)} ${code}`}</ProfitText>
      </output>{' '}
      <span className={styles.roe}>
        <span className="muted">{t('trade.roe')}</span> <ProfitText value={profit}>{fmt.roe(profit, base)}</ProfitText>
      </span>
    </p>
  );
}
