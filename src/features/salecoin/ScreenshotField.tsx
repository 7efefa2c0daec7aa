// The proof's screenshot: picked from the gallery or taken with the phone's camera, checked the way the
// server checks it (JPG, JPEG 2000, PNG, at most 5 MB), uploaded at once to the private store (POST
// wallet/proof/upload, field `file`: only the owner and the operator can read it back) and shown as a
// preview from the picked file, which can be replaced. The form holds the proof's id.
import { useId, useRef } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { http } from '../../api';
import { upload } from '../../api/upload';
import { Button } from '../../shared/ui/Button';
import { IMAGE_ACCEPT, useImagePick } from '../../shared/ui/imagePick';
import styles from './salecoin.module.css';

interface Props<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: FieldPath<V>;
  label: string;
  /** Tells the form an upload is under way (submit waits for it). */
  onBusy(busy: boolean): void;
}

export function ScreenshotField<V extends FieldValues>({ form, name, label, onBusy }: Props<V>) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { value, preview, uploading, pick, message } = useImagePick({
    form,
    name,
    onBusy,
    upload: async (file) => (await upload<{ id: string }>(http, file, { quiet: true }, 'wallet/proof/upload')).id,
  });
  // Shown from the picked file only: the stored proof is private (never a public address).
  const shown = preview?.url ?? null;
  return (
    <div className={styles.shotField}>
      <span className={styles.shotLabel} id={`${id}-label`}>
        {label}
      </span>
      <div className={message ? `${styles.shotBox} ${styles.invalid}` : styles.shotBox}>
        {shown && <img className={styles.shot} src={shown} alt={t('salecoin.proof.preview')} />}
        <div className={styles.shotSide}>
          <Button variant="secondary" onClick={() => input.current?.click()} disabled={uploading} aria-describedby={`${id}-label`}>
            {uploading ? t('salecoin.proof.uploading') : shown || value ? t('salecoin.proof.replace') : t('salecoin.proof.choose')}
          </Button>
          <p className="muted">{value && !uploading ? t('salecoin.proof.uploaded') : t('salecoin.proof.rules')}</p>
        </div>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          onChange={pick}
          aria-label={label}
          aria-invalid={message ? true : undefined}
        />
      </div>
      {message && (
        <div className="field-error" role="alert">
          {message}
        </div>
      )}
    </div>
  );
}
