// Image uploads (an avatar, a payment screenshot, identity photos): checked here as the server checks
// them, then posted as multipart field `file`. Only the pages with an image field load this.
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../shared/config/constants';
import type { Http, RequestOptions } from './http';

/** Checks a picked image the way the server does: JPG, JPEG 2000 or PNG, at most UPLOAD_MAX_BYTES. */
export function checkUploadFile(file: { name: string; type: string; size: number }): 'errors.uploadType' | 'errors.uploadSize' | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (UPLOAD_TYPES as readonly string[]).includes(file.type) || (UPLOAD_EXTENSIONS as readonly string[]).includes(ext);
  if (!typeOk) return 'errors.uploadType';
  if (file.size > UPLOAD_MAX_BYTES || file.size === 0) return 'errors.uploadSize';
  return null;
}

/**
 * POST {base}/upload through a transport (the app's is `http` of ./index); answers the stored image
 * path from the reply's message. Another upload call (identity photos: `real/upload?side=front`) names
 * its path and reply.
 */
export async function upload<T = string>(transport: Http, file: File, opts: RequestOptions = {}, path = 'upload'): Promise<T> {
  const problem = checkUploadFile(file);
  if (problem) return transport.refuse(problem, opts);
  const form = new FormData();
  form.append('file', file, file.name);
  return transport.postForm<T>(path, form, opts);
}
