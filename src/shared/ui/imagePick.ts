// Picking an image for a form field: checked the way the server checks it (JPG, JPEG 2000, PNG, at most
// 5 MB), shown at once as a preview, uploaded at once; the field holds what the upload answered (a
// stored path, a photo id). A refusal lands at the field and the previous value is gone, never half-kept.
import { type ChangeEvent, useEffect, useState } from 'react';
import { type FieldPath, type FieldValues, type UseFormReturn, useController } from 'react-hook-form';
import { ApiError } from '../lib/apiError';
import { checkUploadFile } from '../lib/uploadCheck';
import { useProblemText } from './problemText';

/**
 * The image types the server stores. Naming them (not image/*) still offers the camera on phones, and
 * makes iOS hand over a JPEG instead of a HEIC photo the server would refuse.
 */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/jp2,.jpg,.jpeg,.png,.jp2';

interface Options<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: FieldPath<V>;
  /** Sends the file; answers what the field keeps. */
  upload(file: File): Promise<string>;
  /** Tells the form an upload is under way (submit waits for it). */
  onBusy(busy: boolean): void;
  /** A file that passed the checks was picked (before it is sent). */
  onPicked?(): void;
}

export function useImagePick<V extends FieldValues>({ form, name, upload, onBusy, onPicked }: Options<V>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);

  // A picked file's preview lives until it is replaced or the page goes.
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
    onPicked?.();
    setPreview({ url: URL.createObjectURL(file), name: file.name });
    field.onChange('');
    setUploading(true);
    onBusy(true);
    try {
      field.onChange(await upload(file));
    } catch (err) {
      setPreview(null);
      form.setError(name, { type: 'server', message: err instanceof ApiError ? err.message : 'errors.failed' });
    } finally {
      setUploading(false);
      onBusy(false);
    }
  };

  return {
    /** What the field holds now ('' while nothing is uploaded). */
    value: (field.value as string | undefined) ?? '',
    preview,
    uploading,
    pick,
    message: useProblemText(fieldState.error?.message),
  };
}
