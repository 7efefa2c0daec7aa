// POST /api/upload: multipart field `file`; a whole JPG, JPEG 2000 or PNG image only (its structure walked
// to the last byte: nothing appended, nothing cut off), size-limited.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { accountCalls } from '../../../src/contract/account';
import { UPLOAD_MAX_BYTES } from '../../../src/shared/config/constants';
import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../../core/http';
import type { ModuleKit } from '../../core/module';
import { checkImage, type ImageKind } from './images';

/**
 * The image of a multipart request (field `file`): a whole JPG, JPEG 2000 or PNG by content, at most
 * UPLOAD_MAX_BYTES; anything else is refused at the field `file`. Shared by every upload route.
 */
export async function readImageUpload(request: FastifyRequest): Promise<{ data: Buffer; kind: ImageKind }> {
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
  const kind = checkImage(data);
  if (!kind) throw new ApiFailure('errors.uploadType', {}, { field: 'file' });
  return { data, kind };
}

export function registerUploadRoute({ route, options }: ModuleKit): void {
  const dir = path.join(options.dataDir, 'uploads');
  fs.mkdirSync(dir, { recursive: true });

  route(
    accountCalls.upload,
    async (_input, ctx) => {
      const { data, kind } = await readImageUpload(ctx.request);
      const name = `${ctx.user.id}-${randomBytes(8).toString('hex')}.${kind}`;
      await fs.promises.writeFile(path.join(dir, name), data);
      return `/uploads/${name}`;
    },
    { multipart: true },
  );
}
