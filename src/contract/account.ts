import { z } from 'zod';
import {
  BANK_NETWORKS,
  normalizeBankNumber,
  normalizeSwift,
  validateAba,
  validateAccountNumber,
  validateBankText,
  validateCardNumber,
  validatePhone,
  validateSwift,
} from '../shared/lib/bank';
import { validateNickname, validateSignature } from '../shared/lib/validate';
import { emptyReq, ruled } from './common';
import { call } from './define';

/** Bank card (domestic). Reading it needs a verified identity: the server answers 998 otherwise. */
export const cashInfoReply = z
  .object({ real_name: z.string(), bank_name: z.string(), card_number: z.string(), branch: z.string() })
  .nullable();

export type CashInfoReply = z.output<typeof cashInfoReply>;

/** user/cash_save: the domestic card, every field required (SPEC §5); saving again replaces it. */
export const cashSaveReq = z.object({
  real_name: ruled(validateBankText('bankErrors.realName', 50)),
  bank_name: ruled(validateBankText('bankErrors.bankName')),
  card_number: ruled(validateCardNumber).transform(normalizeBankNumber),
  branch: ruled(validateBankText('bankErrors.branch', 100)),
});

/** The international card (bank_international): ABA, account, bank, network, SWIFT, contact phone. */
export const internationalCard = z.object({
  aba: z.string(),
  account_address: z.string(),
  bank_name: z.string(),
  network: z.enum(BANK_NETWORKS),
  swift: z.string(),
  contact_phone: z.string(),
});
export const cashSaveInternationalReq = z.object({
  aba: ruled(validateAba).transform(normalizeBankNumber),
  account_address: ruled(validateAccountNumber).transform(normalizeBankNumber),
  bank_name: ruled(validateBankText('bankErrors.bankName')),
  network: z.enum(BANK_NETWORKS, { error: 'bankErrors.network' }),
  swift: ruled(validateSwift).transform(normalizeSwift),
  contact_phone: ruled(validatePhone).transform(normalizeBankNumber),
});
export const cashInfoInternationalReply = internationalCard.nullable();

export type CashSaveReq = z.input<typeof cashSaveReq>;
export type InternationalCard = z.output<typeof internationalCard>;
export type CashSaveInternationalReq = z.input<typeof cashSaveInternationalReq>;

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

/** user/editSignature: 2 to 30 characters (Chinese, English, digits, spaces), SPEC §5. */
export const signatureReq = z.object({
  signature: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const key = validateSignature(value);
      if (key) ctx.addIssue({ code: 'custom', message: key });
    }),
});

export type HeadPortraitReq = z.input<typeof headPortraitReq>;
export type NicknameReq = z.input<typeof nicknameReq>;
export type SignatureReq = z.input<typeof signatureReq>;

/** Profile and bank card; `upload` stores an image (multipart field `file`) and answers its path. */
export const accountCalls = {
  cashInfo: call('POST', 'user/cash_info', 'user', emptyReq, cashInfoReply),
  cashSave: call('POST', 'user/cash_save', 'user', cashSaveReq, cashInfoReply.unwrap()),
  cashInfoInternational: call('POST', 'user/cash_info_international', 'user', emptyReq, cashInfoInternationalReply),
  cashSaveInternational: call('POST', 'user/cash_save_international', 'user', cashSaveInternationalReq, internationalCard),
  uploadHeadPortrait: call('POST', 'user/uploadHeadPortrait', 'user', headPortraitReq, z.null()),
  editNickname: call('POST', 'user/editNickname', 'user', nicknameReq, z.null()),
  editSignature: call('POST', 'user/editSignature', 'user', signatureReq, z.null()),
  upload: call('POST', 'upload', 'user', emptyReq, z.string()),
};
