import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { CostPreview, type Row } from './CostPreview';
import styles from './money.module.css';

interface ConfirmDialogProps {
  title: string;
  /** What it costs and what it returns, from the same shared formula the server charges with. */
  rows: Row[];
  note?: ReactNode;
  /** What the person still gives before confirming (a payment password field), under the figures. */
  children?: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Every action that moves money: its cost and what it returns, then Confirm or Cancel. */
export function ConfirmDialog({ title, rows, note, children, confirmLabel, busy, danger, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onClose}>
      <CostPreview rows={rows} />
      {children}
      {note && <p className="muted">{note}</p>}
      <div className={styles.actions}>
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
