// POST /api/upload: multipart field `file`; JPG, JPEG 2000 or PNG only, checked by content, size-limited.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { accountCalls } from '../../../src/contract/account';
import { UPLOAD_MAX_BYTES } from '../../../src/shared/config/constants';
import { ApiFailure } from '../../core/http';
import type { ModuleKit } from '../../core/module';

/** The image kind from its first bytes, or null when it is none of the accepted ones. */
export function sniffImage(head: Buffer): 'jpg' | 'png' | 'jp2' | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const jp2Box = Buffer.from([0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20, 0x0d, 0x0a, 0x87, 0x0a]);
  if (head.length >= 12 && head.subarray(0, 12).equals(jp2Box)) return 'jp2';
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0x4f && head[2] === 0xff && head[3] === 0x51) return 'jp2';
  return null;
}

export function registerUploadRoute({ route, options }: ModuleKit): void {
  const dir = path.join(options.dataDir, 'uploads');
  fs.mkdirSync(dir, { recursive: true });

  route(
    accountCalls.upload,
    async (_input, ctx) => {
      const request = ctx.request;
      if (!request.isMultipart()) throw new ApiFailure('errors.uploadMissing', {}, { field: 'file' });
      const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } }).catch(() => {
        // A broken multipart body (bad boundary, cut short) is the caller's mistake, not ours.
        throw new ApiFailure('errors.uploadMissing', {}, { field: 'file', status: 400 });
      });
      if (part?.fieldname !== 'file') throw new ApiFailure('errors.uploadMissing', {}, { field: 'file' });
      const data = await part.toBuffer().catch(() => {
        throw new ApiFailure('errors.uploadSize', {}, { field: 'file' });
      });
      if (part.file.truncated || data.length > UPLOAD_MAX_BYTES) throw new ApiFailure('errors.uploadSize', {}, { field: 'file' });
      if (data.length === 0) throw new ApiFailure('errors.uploadMissing', {}, { field: 'file' });
      const kind = sniffImage(data.subarray(0, 16));
      if (!kind) throw new ApiFailure('errors.uploadType', {}, { field: 'file' });
      const name = `${ctx.user.id}-${randomBytes(8).toString('hex')}.${kind}`;
      await fs.promises.writeFile(path.join(dir, name), data);
      return `/uploads/${name}`;
    },
    { multipart: true },
  );
}
