// Small building blocks shared by the trade pages.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, loginPathFrom } from '../../api';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { Field } from '../../shared/ui/Field';
import { Modal } from '../../shared/ui/Modal';
import type { Problem } from './lib';
import './trade.css';

export type Row = [label: string, value: ReactNode];

/** Label and value pairs: an order's fields, a cost summary. */
export function InfoRows({ rows, label }: { rows: Row[]; label?: string }) {
  return (
    <dl className="trade-rows" aria-label={label}>
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface ConfirmProps {
  title: string;
  rows: Row[];
  note?: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Every action that moves money: what it costs and what it returns, then Confirm or Cancel. */
export function ConfirmModal({ title, rows, note, confirmLabel, busy, danger, onConfirm, onClose }: ConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onClose}>
      <InfoRows rows={rows} />
      {note && <p className="muted">{note}</p>}
      <div className="trade-actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {confirmLabel ?? t('common.confirm')}
        </Button>
      </div>
    </Modal>
  );
}

/** Logged out: the market info stays, trading asks for a login that comes back here. */
export function LoginToTrade() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="trade-login">
      <p className="muted">{t('trade.loginHint')}</p>
      <Button onClick={() => navigate(loginPathFrom())}>{t('trade.loginToTrade')}</Button>
    </div>
  );
}

interface DecimalFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  placeholder?: string;
  addon?: ReactNode;
  onBlur?(): void;
  disabled?: boolean;
}

/** A number typed on a phone: decimal keyboard, the decimal comma accepted, nothing reformatted while typing. */
export function DecimalField(props: DecimalFieldProps) {
  return <Field type="text" inputMode="decimal" autoComplete="off" spellCheck={false} {...props} />;
}

interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
  className?: string;
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
    <fieldset className="segmented trade-seg" aria-label={label}>
      {choices.map((c) => (
        <button
          key={String(c.value)}
          type="button"
          className={c.className}
          aria-pressed={c.value === value}
          onClick={() => onChange(c.value)}
        >
          {c.label}
        </button>
      ))}
    </fieldset>
  );
}

/** "Load more" while there is more, "No more data" at the end. */
export function MoreButton({ hasMore, loading, onMore }: { hasMore: boolean; loading: boolean; onMore(): void }) {
  const { t } = useTranslation();
  if (!hasMore) return <p className="footnote">{t('common.noMore')}</p>;
  return (
    <Button variant="secondary" onClick={onMore} disabled={loading}>
      {loading ? t('common.loading') : t('common.more')}
    </Button>
  );
}

export function LinkRow({ links }: { links: Array<[to: string, label: string]> }) {
  return (
    <nav className="link-row trade-links">
      {links.map(([to, label]) => (
        <Link key={to} to={to}>
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** Turns a field problem into the text Field shows (keys without variables stay keys: they follow a language switch). */
export function useProblemText() {
  const { t } = useTranslation();
  return (p: Problem | null): string | null => (p ? (p.vars ? t(p.key, p.vars) : p.key) : null);
}

interface FormLike {
  fromError(err: unknown): void;
}

/** A refusal naming one of the form's fields lands at that field; any other refusal is a toast. */
export function reportError(form: FormLike, fields: readonly string[], err: unknown): void {
  if (err instanceof ApiError && err.kind === 'business' && err.field && !fields.includes(err.field)) toast(err.message);
  else form.fromError(err);
}
