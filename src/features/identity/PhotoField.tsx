// One identity photo: the shared image field with the camera (the back one for a document, the front one
// for the hand-held photo) besides the files, uploaded to the private store (real/upload) for its side.
// The form holds the photo's id; a photo sent before (a rejected level 2) is read back from real/photo,
// which answers its owner only.
import { useState } from 'react';
import { type FieldPath, type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { http } from '../../api';
import { useCallQuery } from '../../api/query';
import { upload } from '../../api/upload';
import { identityCalls } from '../../contract/identity';
import type { PhotoSide } from '../../shared/identity/rules';
import { ImageField } from '../../shared/ui/ImageField';

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
  const value = (useWatch({ control: form.control, name }) as string | undefined) ?? '';
  // Once a photo is picked here its own preview shows; until then the one sent before is read back.
  const [picked, setPicked] = useState(false);
  const stored = useCallQuery(
    identityCalls.realPhoto,
    { id: value },
    { enabled: Boolean(value) && !picked, staleTime: Infinity, quiet: true },
  );
  return (
    <ImageField
      form={form}
      name={name}
      label={label}
      onBusy={onBusy}
      onPicked={() => setPicked(true)}
      upload={async (file) =>
        (await upload<{ id: string }>(http, file, { quiet: true }, `${identityCalls.realUpload.path}?side=${side}`)).id
      }
      stored={stored.data?.data}
      camera={{ facing: side === 'hand' ? 'user' : 'environment', label: t('identity.photos.take') }}
      tile={t(`identity.photos.${side}Hint`)}
      texts={{
        choose: t('identity.photos.choose'),
        replace: t('identity.photos.replace'),
        uploading: t('identity.photos.uploading'),
        uploaded: t('identity.photos.uploaded'),
        rules: t('identity.photos.rules'),
        preview: t('identity.photos.preview', { side: label }),
      }}
    />
  );
}
