// Identity verification (KYC), two levels (SPEC §3 Identity, §4, §5, §6; AREAS.md "Identity"):
// level 1 is the person and their document (user/real real_type 1, or real/newreal), level 2 the three
// photos (user/real real_type 2, after level 1 is verified). An admin decides each submission; a level
// passes only with both email and phone bound. Photos are private: uploaded with real/upload, stored
// outside the public upload folder, read back only by their owner (real/photo) and the admin.
import { z } from 'zod';
import {
  GENDERS,
  ID_TYPES,
  normalizeCardId,
  PHOTO_SIDES,
  photoMissingKey,
  validateAddress,
  validateBirthDate,
  validateCardId,
  validateCountry,
  validatePersonName,
} from '../shared/identity/rules';
import { decidedBy } from './admin';
import { emptyReq, intString, ruled } from './common';
import { call } from './define';

export { GENDERS, ID_TYPES, PHOTO_SIDES };

/** One level's state: 0 not verified, 1 under review, 2 verified, 3 rejected (with the reason). */
export const levelState = z.object({
  status: z.number().int().min(0).max(3),
  reason: z.string().nullable(),
  submitted_at: z.number().int().nullable(),
  decided_at: z.number().int().nullable(),
});

/** real/state: where the user stands, level by level, and what a level still needs to pass. */
export const stateReply = z.object({
  /** The verified level: 0 none, 1 basic, 2 advanced (users.kyc_level). */
  level: z.number().int().min(0).max(2),
  /** The summary (users.kyc_status): verified once any level is, else level 1's state. */
  kyc_status: z.number().int().min(0).max(3),
  demo: z.boolean(),
  /** A level passes only with both bound (SPEC §5). */
  email_bound: z.boolean(),
  phone_bound: z.boolean(),
  level1: levelState,
  level2: levelState,
});

/** Level 1 as submitted (the form is filled with it to submit again after a rejection). */
export const personDetails = z.object({
  first_name: z.string(),
  last_name: z.string(),
  gender: z.enum(GENDERS),
  birth_date: z.string(),
  country: z.string(),
  address: z.string(),
  id_type: z.enum(ID_TYPES),
  card_id: z.string(),
});
export const photoIds = z.object({ front: z.string(), back: z.string(), hand: z.string() });

/** real/newstate: the states, with the newest submission of each level. */
export const newStateReply = stateReply.extend({ details: personDetails.nullable(), photos: photoIds.nullable() });

const picked = (message: string) => z.string({ error: message }).trim().min(1, message);
const person = {
  first_name: ruled(validatePersonName),
  last_name: ruled(validatePersonName),
  gender: z.enum(GENDERS, { error: 'identity.errors.gender' }),
  birth_date: ruled((v) => validateBirthDate(v)),
  country: ruled(validateCountry),
  address: ruled(validateAddress),
  id_type: z.enum(ID_TYPES, { error: 'identity.errors.idType' }),
  card_id: z.string({ error: 'identity.errors.cardId' }).trim().min(1, 'identity.errors.cardId').max(60, 'identity.errors.cardIdFormat'),
};
/** A Chinese ID card's checksum depends on the document type and country: checked once all three are read. */
const cardIdRule = (value: { card_id: string; id_type: string; country: string }, ctx: z.RefinementCtx) => {
  const key = validateCardId(value.card_id, value.id_type, value.country);
  if (key) ctx.addIssue({ code: 'custom', message: key, path: ['card_id'] });
};
const normalized = <T extends { card_id: string }>(value: T): T => ({ ...value, card_id: normalizeCardId(value.card_id) });

/** Level 1: the person and their document. */
export const level1Req = z
  .object({ real_type: z.literal('1').optional(), ...person })
  .superRefine(cardIdRule)
  .transform(normalized);
/** Level 2: the three photos, each an id real/upload answered. */
const level2Fields = z.object({
  real_type: z.literal('2'),
  front_pic: picked(photoMissingKey('front')),
  reverse_pic: picked(photoMissingKey('back')),
  hand_pic: picked(photoMissingKey('hand')),
});
/** user/real: real_type 1 (level 1) or 2 (level 2). */
export const realReq = z
  .discriminatedUnion('real_type', [z.object({ real_type: z.literal('1'), ...person }), level2Fields], {
    error: 'identity.errors.realType',
  })
  .superRefine((value, ctx) => {
    if (value.real_type === '1') cardIdRule(value, ctx);
  })
  .transform((value) => (value.real_type === '1' ? normalized(value) : value));

export const uploadReq = z.object({ side: z.enum(PHOTO_SIDES, { error: 'identity.errors.side' }) });
export const uploadReply = z.object({ id: z.string(), side: z.enum(PHOTO_SIDES) });
export const photoReq = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{32}$/, 'errors.notFound'),
});
/** A photo as a data URL (`data:<mime>;base64,…`), for its owner or the admin only. */
export const photoReply = z.object({ id: z.string(), side: z.enum(PHOTO_SIDES), mime: z.string(), data: z.string() });

export type LevelState = z.output<typeof levelState>;
export type StateReply = z.output<typeof stateReply>;
export type NewStateReply = z.output<typeof newStateReply>;
export type PersonDetails = z.output<typeof personDetails>;
export type Level1Req = z.input<typeof level1Req>;
export type RealReq = z.input<typeof realReq>;
export type PhotoReply = z.output<typeof photoReply>;

export const identityCalls = {
  realState: call('GET', 'real/state', 'user', emptyReq, stateReply),
  realNewState: call('GET', 'real/newstate', 'user', emptyReq, newStateReply),
  /** real_type 1 or 2; the reply is the new state. */
  userReal: call('POST', 'user/real', 'user', realReq, stateReply),
  /** Level 1 alone (real_type may be left out). */
  realNewReal: call('POST', 'real/newreal', 'user', level1Req, stateReply),
  /** Multipart field `file` (JPG, JPEG 2000, PNG, at most 5 MB), `side` in the query. */
  realUpload: call('POST', 'real/upload', 'user', uploadReq, uploadReply),
  realPhoto: call('GET', 'real/photo', 'user', photoReq, photoReply),
};

// ---------- admin ----------
export const SUBMISSION_STATES = ['pending', 'approved', 'rejected'] as const;
const submissionId = intString(1, Number.MAX_SAFE_INTEGER);

/** A submission as the admin sees it: the user's contacts (both must be bound to approve), what was sent. */
export const adminSubmission = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  level: z.number().int().min(1).max(2),
  status: z.enum(SUBMISSION_STATES),
  reason: z.string().nullable(),
  created_at: z.number().int(),
  decided_at: z.number().int().nullable(),
  /** Who decided: 'admin', or the operator the command line named. */
  decided_by: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  details: personDetails.nullable(),
  photos: photoIds.nullable(),
});
export const adminQueueReq = z.object({ status: z.enum(SUBMISSION_STATES).optional() });
export const adminIdReq = z.object({ id: submissionId });
const reason = z.string({ error: 'identity.errors.reason' }).trim().min(1, 'identity.errors.reason').max(200, 'identity.errors.reason');
/** An approval may carry a note; a rejection must say why. */
export const adminApproveReq = z.object({ id: submissionId, reason: reason.optional(), by: decidedBy });
export const adminRejectReq = z.object({ id: submissionId, reason, by: decidedBy });
/**
 * The operator verifies a level without a submission from the user (documents seen another way): the
 * review is recorded like any other — a submission of that level, approved at once with the reason and
 * who — and the same rules hold (both email and phone bound, level 1 before level 2, a level once).
 */
export const adminVerifyReq = z.object({
  uid: z.coerce.number().int().positive(),
  level: intString(1, 2),
  reason,
  by: decidedBy,
});

export type AdminSubmission = z.output<typeof adminSubmission>;

export const identityAdminCalls = {
  adminKycQueue: call('GET', 'admin/kyc/queue', 'admin', adminQueueReq, z.array(adminSubmission)),
  adminKycShow: call('GET', 'admin/kyc/show', 'admin', adminIdReq, adminSubmission),
  adminKycApprove: call('POST', 'admin/kyc/approve', 'admin', adminApproveReq, adminSubmission),
  adminKycReject: call('POST', 'admin/kyc/reject', 'admin', adminRejectReq, adminSubmission),
  /** The operator's own review of a level (adminVerifyReq); the reply is its record. */
  adminKycVerify: call('POST', 'admin/kyc', 'admin', adminVerifyReq, adminSubmission),
  adminKycPhoto: call('GET', 'admin/kyc/photo', 'admin', photoReq, photoReply),
};

/** Identity moves no money. */
export const entryKinds = [] as const;
