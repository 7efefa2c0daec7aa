import { z } from 'zod';
import { validateNickname } from '../shared/lib/validate';
import { emptyReq } from './common';
import { call } from './define';

/** Bank card (domestic). Reading it needs a verified identity: the server answers 998 otherwise. */
export const cashInfoReply = z
  .object({ real_name: z.string(), bank_name: z.string(), card_number: z.string(), branch: z.string() })
  .nullable();

export type CashInfoReply = z.output<typeof cashInfoReply>;

export const headPortraitReq = z.object({
  head_portrait: z
    .string()
    .trim()
    .regex(/^\/uploads\/[\w.-]+$/, 'errors.uploadMissing'),
});

export const nicknameReq = z.object({
  nickname: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const key = validateNickname(value);
      if (key) ctx.addIssue({ code: 'custom', message: key });
    }),
});

export type HeadPortraitReq = z.input<typeof headPortraitReq>;
export type NicknameReq = z.input<typeof nicknameReq>;

/** Profile and bank card; `upload` stores an image (multipart field `file`) and answers its path. */
export const accountCalls = {
  cashInfo: call('POST', 'user/cash_info', 'user', emptyReq, cashInfoReply),
  uploadHeadPortrait: call('POST', 'user/uploadHeadPortrait', 'user', headPortraitReq, z.null()),
  editNickname: call('POST', 'user/editNickname', 'user', nicknameReq, z.null()),
  upload: call('POST', 'upload', 'user', emptyReq, z.string()),
};
