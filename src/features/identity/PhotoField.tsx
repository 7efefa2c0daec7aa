// One identity photo: taken with the phone's camera (the `capture` attribute) or chosen from the files,
// checked the way the server checks it (JPG, JPEG 2000, PNG, at most 5 MB), uploaded at once to the
// private store (real/upload) and shown as a preview that can be replaced. The form holds the photo's id;
// a photo sent before (a rejected level 2) is read back from real/photo, which answers its owner only.
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { type FieldPath, type FieldValues, type UseFormReturn, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, checkUploadFile, http } from '../../api';
import { useCallQuery } from '../../api/query';
import { identityCalls } from '../../contract/identity';
import type { PhotoSide } from '../../shared/identity/rules';
import { Button } from '../../shared/ui/Button';
import { decodeProblem } from '../../shared/ui/problem';
import styles from './identity.module.css';

/** The stored types by name (not image/*): phones still offer the camera, and iOS hands over a JPEG, not HEIC. */
const ACCEPT = 'image/jpeg,image/png,image/jp2,.jpg,.jpeg,.png,.jp2';

interface Props<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: FieldPath<V>;
  side: PhotoSide;
  label: string;
  /** Tells the form an upload is under way (submit waits for it). */
  onBusy(busy: boolean): void;
}

export function PhotoField<V extends FieldValues>({ form, name, side, label, onBusy }: Props<V>) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useController({ control: form.control, name });
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const [broken, setBroken] = useState(false);
  const [uploading, setUploading] = useState(false);
  const value = (field.value as string) ?? '';
  // A photo sent before: read back from the private store (its owner only).
  const stored = useCallQuery(
    identityCalls.realPhoto,
    { id: value },
    { enabled: Boolean(value) && !preview, staleTime: Infinity, quiet: true },
  );

  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview.url);
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
    setBroken(false);
    setPreview({ url: URL.createObjectURL(file), name: file.name });
    field.onChange('');
    setUploading(true);
    onBusy(true);
    try {
      const reply = await http.upload<{ id: string }>(file, { quiet: true }, `${identityCalls.realUpload.path}?side=${side}`);
      field.onChange(reply.id);
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
  const shown = preview?.url ?? (value ? stored.data?.data : undefined);
  const chooseLabel = shown ? t('identity.photos.replace') : t('identity.photos.choose');
  return (
    <div className={styles.photoField}>
      <span className={styles.photoLabel} id={`${id}-label`}>
        {label}
      </span>
      <div className={message ? `${styles.photoBox} ${styles.invalid}` : styles.photoBox}>
        {shown && !broken ? (
          <img className={styles.photo} src={shown} alt={t('identity.photos.preview', { side: label })} onError={() => setBroken(true)} />
        ) : (
          <span className={styles.photoEmpty}>
            {shown ? (preview?.name ?? t('identity.photos.uploaded')) : t(`identity.photos.${side}Hint`)}
          </span>
        )}
        <div className={styles.photoSide}>
          <Button variant="secondary" onClick={() => camera.current?.click()} disabled={uploading} aria-describedby={`${id}-label`}>
            {t('identity.photos.take')}
          </Button>
          <Button variant="secondary" onClick={() => files.current?.click()} disabled={uploading} aria-describedby={`${id}-label`}>
            {uploading ? t('identity.photos.uploading') : chooseLabel}
          </Button>
          <p className="muted">{value && !uploading ? t('identity.photos.uploaded') : t('identity.photos.rules')}</p>
        </div>
        {/* The camera (the back one for a document, the front one for the hand-held photo); then the files. */}
        <input
          ref={camera}
          type="file"
          accept={ACCEPT}
          capture={side === 'hand' ? 'user' : 'environment'}
          hidden
          onChange={pick}
          aria-label={`${label}: ${t('identity.photos.take')}`}
        />
        <input
          ref={files}
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
