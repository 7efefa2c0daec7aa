// The check of a picked image, the way the server checks it (server/modules/account/upload.ts): JPG, JPEG
// 2000 or PNG, at most UPLOAD_MAX_BYTES. The image fields show its answer at once; the transport's upload
// (src/api/upload.ts) refuses the same files before sending.
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../config/constants';

/** Checks a picked image the way the server does: JPG, JPEG 2000 or PNG, at most UPLOAD_MAX_BYTES. */
export function checkUploadFile(file: { name: string; type: string; size: number }): 'errors.uploadType' | 'errors.uploadSize' | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (UPLOAD_TYPES as readonly string[]).includes(file.type) || (UPLOAD_EXTENSIONS as readonly string[]).includes(ext);
  if (!typeOk) return 'errors.uploadType';
  if (file.size > UPLOAD_MAX_BYTES || file.size === 0) return 'errors.uploadSize';
  return null;
}
