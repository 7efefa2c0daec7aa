// Image uploads (an avatar, a payment screenshot, identity photos): checked here as the server checks
// them, then posted as multipart field `file`. Only the pages with an image field load this.
import { checkUploadFile } from '../shared/lib/uploadCheck';
import type { Http, RequestOptions } from './http';

export { checkUploadFile };

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
