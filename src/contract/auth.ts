import { z } from 'zod';
import {
  validateAccount,
  validateCode,
  validateEmail,
  validateInviteCode,
  validateMobile,
  validatePassword,
  validatePayPassword,
  validatePayPasswordConfirm,
} from '../shared/lib/validate';
import { isCallingCode } from '../shared/config/regions';
import { emptyReq, optionalText, ruled } from './common';
import { call } from './define';

/**
 * What a code is for: registration, forgotten password, password change, setting the payment password,
 * binding a new email or mobile number to the logged-in account (the code goes to the new one).
 */
export const CODE_SCENES = ['register', 'forget', 'password', 'pay', 'bind', 'address'] as const;
export type CodeScene = (typeof CODE_SCENES)[number];

/** A calling code of a country or region of the table (src/shared/config/regions.ts), with or without its +. */
const areaCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'validation.areaCode')
  .refine(isCallingCode, 'validation.areaCode')
  .transform((v) => v.replace(/^\+/, ''));

/** The mobile number is checked against its area code (a +86 number is a mainland China one). */
function mobileInArea(value: { mobile: string; area_code: string }, ctx: z.RefinementCtx) {
  const key = validateMobile(value.mobile, value.area_code);
  if (key) ctx.addIssue({ code: 'custom', message: key, path: ['mobile'] });
}

const password = ruled(validatePassword);

/** Passwords must match their confirmation; the error sits on the confirmation field. */
function confirmed<T extends { password: string }>(key: keyof T & string) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (value[key] !== value.password) {
      ctx.addIssue({ code: 'custom', message: 'validation.passwordMismatch', path: [key] });
    }
  };
}

export const loginReq = z.object({
  user_string: ruled(validateAccount),
  password: z.string().min(1, 'validation.required').max(64, 'validation.passwordLength'),
  area_code: areaCode.optional(),
});

export const registerReq = z
  .object({
    type: z.enum(['email', 'mobile']),
    user_string: z.string().trim().min(1, 'validation.required'),
    area_code: areaCode.optional(),
    code: ruled(validateCode),
    password,
    re_password: z.string(),
    extension_code: optionalText.pipe(z.string().optional()).superRefine((v, ctx) => {
      const key = v ? validateInviteCode(v) : null;
      if (key) ctx.addIssue({ code: 'custom', message: key });
    }),
  })
  .superRefine((value, ctx) => {
    const key = value.type === 'email' ? validateEmail(value.user_string) : validateMobile(value.user_string);
    if (key) ctx.addIssue({ code: 'custom', message: key, path: ['user_string'] });
  })
  .superRefine(confirmed('re_password'));

export const forgetReq = z
  .object({
    account: ruled(validateAccount),
    area_code: areaCode.optional(),
    code: ruled(validateCode),
    password,
    repassword: z.string(),
  })
  .superRefine(confirmed('repassword'));

export const updatePasswordReq = z
  .object({
    password,
    re_password: z.string(),
    code: ruled(validateCode),
  })
  .superRefine(confirmed('re_password'));

export const smsMailReq = z.object({
  email: ruled(validateEmail),
  /** What the code is for: register (default), forget, password, pay (setting the payment password) or address (a new withdrawal address). */
  scene: z.enum(CODE_SCENES).default('register'),
});

/**
 * user/check_email: whether an address can register (before its code is asked for). The answer says
 * whether the address is free, as sms_mail (scene register) already does to whoever asks for a code:
 * braked per address and per client address, counted before the lookup, one shape and one lookup for
 * a taken and a free address.
 */
export const checkEmailReq = z.object({ email: ruled(validateEmail).transform((v) => v.toLowerCase()) });
export const checkEmailReply = z.object({ email: z.string(), available: z.boolean() });
export type CheckEmailReq = z.input<typeof checkEmailReq>;
export type CheckEmailReply = z.output<typeof checkEmailReply>;

export const smsSendReq = z
  .object({
    area_code: areaCode.default('86'),
    mobile: ruled(validateMobile),
    scene: z.enum(CODE_SCENES).default('register'),
  })
  .superRefine(mobileInArea);

/** safe/email: bind (or change to) an email no other account has, with the code sent to it (scene bind). */
export const bindEmailReq = z.object({
  email: ruled(validateEmail).transform((v) => v.toLowerCase()),
  code: ruled(validateCode),
});

/** safe/mobile: bind (or change to) a mobile number no other account has in that area, with its code. */
export const bindMobileReq = z
  .object({
    area_code: areaCode.default('86'),
    mobile: ruled(validateMobile),
    code: ruled(validateCode),
  })
  .superRefine(mobileInArea);

/** safe/pay_password: the 6-digit payment password, set once, after a code to the bound email or phone. */
export const payPasswordReq = z
  .object({
    pay_password: z.string().superRefine((value, ctx) => {
      const key = validatePayPassword(value);
      if (key) ctx.addIssue({ code: 'custom', message: key });
    }),
    re_pay_password: z.string(),
    code: ruled(validateCode),
  })
  .superRefine((r, ctx) => {
    const key = validatePayPasswordConfirm(r.pay_password, r.re_pay_password);
    if (key) ctx.addIssue({ code: 'custom', message: key, path: ['re_pay_password'] });
  });
export type PayPasswordReq = z.input<typeof payPasswordReq>;

export const tokenReply = z.object({
  token: z.string(),
  uid: z.number().int(),
  account_type: z.enum(['real', 'demo']),
});

export const userInfo = z.object({
  uid: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  area_code: z.string().nullable(),
  account_type: z.enum(['real', 'demo']),
  /** 0 not verified, 1 under review, 2 verified, 3 rejected. */
  kyc_status: z.number().int().min(0).max(3),
  /** Whether the payment password is set (it is set once; changing it goes through customer service). */
  has_pay_password: z.boolean(),
  /** 2 to 30 characters, or empty when never set. */
  signature: z.string(),
  /** 100 is good standing (AREAS.md); it never gates a withdrawal. */
  credit_score: z.number().int(),
  created_at: z.number().int(),
});

export const outboxReq = z.object({ to: z.string().trim().min(1, 'validation.required') });
export const outboxReply = z.array(z.object({ to: z.string(), code: z.string(), scene: z.string(), created_at: z.number().int() }));

export type LoginReq = z.input<typeof loginReq>;
export type RegisterReq = z.input<typeof registerReq>;
export type ForgetReq = z.input<typeof forgetReq>;
export type UpdatePasswordReq = z.input<typeof updatePasswordReq>;
export type BindEmailReq = z.input<typeof bindEmailReq>;
export type BindMobileReq = z.input<typeof bindMobileReq>;
export type SmsMailReq = z.input<typeof smsMailReq>;
export type SmsSendReq = z.input<typeof smsSendReq>;
export type TokenReply = z.output<typeof tokenReply>;
export type UserInfo = z.output<typeof userInfo>;
export type OutboxReply = z.output<typeof outboxReply>;

const nothing = z.null();

/** Accounts: registration, login (password or demo), logout, codes, passwords, who am I. */
export const authCalls = {
  login: call('POST', 'user/login', 'public', loginReq, tokenReply),
  register: call('POST', 'user/register', 'public', registerReq, tokenReply),
  demoLogin: call('POST', 'user/demo', 'public', emptyReq, tokenReply),
  logout: call('GET', 'user/logout', 'user', emptyReq, nothing),
  forget: call('POST', 'user/forget', 'public', forgetReq, nothing),
  smsMail: call('POST', 'sms_mail', 'public', smsMailReq, nothing),
  smsSend: call('POST', 'sms_send', 'public', smsSendReq, nothing),
  userInfo: call('GET', 'user/info', 'user', emptyReq, userInfo),
  updatePassword: call('POST', 'safe/update_password', 'user', updatePasswordReq, nothing),
  payPassword: call('POST', 'safe/pay_password', 'user', payPasswordReq, nothing),
  bindEmail: call('POST', 'safe/email', 'user', bindEmailReq, nothing),
  bindMobile: call('POST', 'safe/mobile', 'user', bindMobileReq, nothing),
  /** Demo and dev servers only: the codes "sent" to an address, newest first. */
  devOutbox: call('GET', 'dev/outbox', 'public', outboxReq, outboxReply),
};

/** What a demo account gets once, from the demo pool. */
export const entryKinds = ['demo_grant'] as const;

/** Registration's address check, apart from authCalls so the first screen does not carry it. */
export const registerCalls = {
  checkEmail: call('POST', 'user/check_email', 'public', checkEmailReq, checkEmailReply),
};
