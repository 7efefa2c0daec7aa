// One identity photo: taken with the phone's camera (the `capture` attribute) or chosen from the files,
// checked the way the server checks it (JPG, JPEG 2000, PNG, at most 5 MB), uploaded at once to the
// private store (real/upload) and shown as a preview that can be replaced. The form holds the photo's id;
// a photo sent before (a rejected level 2) is read back from real/photo, which answers its owner only.
import { useId, useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { http } from '../../api';
import { upload } from '../../api/upload';
import { useCallQuery } from '../../api/query';
import { identityCalls } from '../../contract/identity';
import type { PhotoSide } from '../../shared/identity/rules';
import { Button } from '../../shared/ui/Button';
import { IMAGE_ACCEPT, useImagePick } from '../../shared/ui/imagePick';
import styles from './identity.module.css';

interface Props<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: FieldPath<V>;
  side: PhotoSide;
  label: string;
  /** Tells the form an upload is under way (submit waits for it). */
  onBusy(busy: boolean): void;
}

export function PhotoField<V extends FieldValues>({ form, name, side, label, onBusy }: Props<V>) {
  const { t } = useTranslation();
  const id = useId();
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const [broken, setBroken] = useState(false);
  const { value, preview, uploading, pick, message } = useImagePick({
    form,
    name,
    onBusy,
    // A new pick may show where an old preview could not.
    onPicked: () => setBroken(false),
    upload: async (file) => (await upload<{ id: string }>(http, file, { quiet: true }, `${identityCalls.realUpload.path}?side=${side}`)).id,
  });
  // A photo sent before: read back from the private store (its owner only).
  const stored = useCallQuery(
    identityCalls.realPhoto,
    { id: value },
    { enabled: Boolean(value) && !preview, staleTime: Infinity, quiet: true },
  );
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
          accept={IMAGE_ACCEPT}
          capture={side === 'hand' ? 'user' : 'environment'}
          hidden
          onChange={pick}
          aria-label={`${label}: ${t('identity.photos.take')}`}
        />
        <input
          ref={files}
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
