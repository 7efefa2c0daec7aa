// An image field: a file picked from the gallery (or, with `camera`, taken with the phone's camera),
// checked the way the server checks it (JPG, JPEG 2000, PNG, at most 5 MB), uploaded at once through the
// caller's `upload` (the transport stays in the feature) and shown as a preview that can be replaced.
// The form holds what the upload answered (an id). Used by the identity photos and the deposit proof's
// screenshot; the texts are the caller's, in its own namespace.
import { useId, useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from './Button';
import styles from './imageField.module.css';
import { IMAGE_ACCEPT, useImagePick } from './imagePick';

export interface ImageFieldTexts {
  choose: string;
  replace: string;
  uploading: string;
  uploaded: string;
  /** What the server takes (types and size), under the buttons until a file is uploaded. */
  rules: string;
  /** The preview's alternative text. */
  preview: string;
}

interface Props<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: FieldPath<V>;
  label: string;
  texts: ImageFieldTexts;
  /** Sends the file; answers what the field keeps. */
  upload(file: File): Promise<string>;
  /** Tells the form an upload is under way (submit waits for it). */
  onBusy(busy: boolean): void;
  /** A file that passed the checks was picked (before it is sent). */
  onPicked?(): void;
  /** A button before the file one that opens the phone's camera (`user`: the front one): which, and its text. */
  camera?: { facing: 'user' | 'environment'; label: string };
  /**
   * A tile that always holds the preview's place (larger), with this hint while there is nothing to
   * show, the file's name where the image cannot be shown. Without it the preview shows once there is one.
   */
  tile?: string;
  /** The image of what the field holds from before (read back by the caller), while nothing new is picked. */
  stored?: string;
}

export function ImageField<V extends FieldValues>({ form, name, label, texts, upload, onBusy, onPicked, camera, tile, stored }: Props<V>) {
  const id = useId();
  const cameraInput = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const [broken, setBroken] = useState(false);
  const { value, preview, uploading, pick, message } = useImagePick({
    form,
    name,
    onBusy,
    upload,
    onPicked: () => {
      // A new pick may show where an old preview could not.
      setBroken(false);
      onPicked?.();
    },
  });
  const shown = preview?.url ?? (value ? stored : undefined);
  const image = shown && <img className={styles.image} src={shown} alt={texts.preview} onError={() => setBroken(true)} />;
  // A tile holds the preview's place: the hint, or the file's name where the image cannot be shown.
  const placed =
    tile === undefined || (image && !broken) ? (
      image
    ) : (
      <span className={styles.empty}>{shown ? (preview?.name ?? texts.uploaded) : tile}</span>
    );
  const fieldClass = tile === undefined ? styles.field : `${styles.field} ${styles.tiled}`;
  return (
    <div className={fieldClass}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={message ? `${styles.box} ${styles.invalid}` : styles.box}>
        {placed}
        <div className={styles.side}>
          {camera && (
            <Button variant="secondary" onClick={() => cameraInput.current?.click()} disabled={uploading} aria-describedby={`${id}-label`}>
              {camera.label}
            </Button>
          )}
          <Button variant="secondary" onClick={() => files.current?.click()} disabled={uploading} aria-describedby={`${id}-label`}>
            {uploading ? texts.uploading : shown ? texts.replace : texts.choose}
          </Button>
          <p className="muted">{value && !uploading ? texts.uploaded : texts.rules}</p>
        </div>
        {camera && (
          <input
            ref={cameraInput}
            type="file"
            accept={IMAGE_ACCEPT}
            capture={camera.facing}
            hidden
            onChange={pick}
            aria-label={`${label}: ${camera.label}`}
          />
        )}
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
