// The proof's screenshot: picked from the gallery or taken with the phone's camera, checked the way the
// server checks it (JPG, JPEG 2000, PNG, at most 5 MB), uploaded at once (POST upload, field `file`)
// and shown as a preview that can be replaced. The form holds the stored path the upload answered.
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { type FieldPath, type FieldValues, type UseFormReturn, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, checkUploadFile, http } from '../../api';
import { Button } from '../../shared/ui/Button';
import { decodeProblem } from '../../shared/ui/problem';
import styles from './rails.module.css';

/**
 * The image types the server stores. Naming them (not image/*) still offers the camera on phones, and
 * makes iOS hand over a JPEG instead of a HEIC photo the server would refuse.
 */
const ACCEPT = 'image/jpeg,image/png,image/jp2,.jpg,.jpeg,.png,.jp2';

interface Props<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: FieldPath<V>;
  label: string;
  /** Tells the form an upload is under way (submit waits for it). */
  onBusy(busy: boolean): void;
}

export function ScreenshotField<V extends FieldValues>({ form, name, label, onBusy }: Props<V>) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useController({ control: form.control, name });
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  // A picked file's preview lives until it is replaced or the page goes.
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkUploadFile(file);
    if (problem) {
      form.setError(name, { type: 'rule', message: problem });
      return;
    }
    form.clearErrors(name);
    setPreview(URL.createObjectURL(file));
    field.onChange('');
    setUploading(true);
    onBusy(true);
    try {
      field.onChange(await http.upload(file, { quiet: true }));
    } catch (err) {
      setPreview(null);
      form.setError(name, { type: 'server', message: err instanceof ApiError ? err.message : 'errors.failed' });
    } finally {
      setUploading(false);
      onBusy(false);
    }
  };

  const error = fieldState.error?.message;
  const problem = error ? decodeProblem(error) : null;
  const message = problem ? (i18n.exists(problem.key) ? t(problem.key, problem.vars) : error) : null;
  const value = field.value as string;
  const shown = preview ?? (value ? http.resolveImage(value) : null);
  return (
    <div className={styles.shotField}>
      <span className={styles.shotLabel} id={`${id}-label`}>
        {label}
      </span>
      <div className={message ? `${styles.shotBox} ${styles.invalid}` : styles.shotBox}>
        {shown && <img className={styles.shot} src={shown} alt={t('rails.proof.preview')} />}
        <div className={styles.shotSide}>
          <Button variant="secondary" onClick={() => input.current?.click()} disabled={uploading} aria-describedby={`${id}-label`}>
            {uploading ? t('rails.proof.uploading') : shown ? t('rails.proof.replace') : t('rails.proof.choose')}
          </Button>
          <p className="muted">{value && !uploading ? t('rails.proof.uploaded') : t('rails.proof.rules')}</p>
        </div>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
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
