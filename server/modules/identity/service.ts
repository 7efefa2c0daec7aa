// Identity verification: each level's state, the submissions and the admin's decisions. users.kyc_level
// (the verified level, which withdrawals read) and users.kyc_status (the summary: verified once any level
// is, else level 1's state) follow every change, so the areas that read them keep working.
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type * as I from '../../../src/contract/identity';
import {
  KYC_NONE,
  KYC_PENDING,
  KYC_REJECTED,
  KYC_VERIFIED,
  PHOTO_SIDES,
  type PhotoSide,
  photoMissingKey,
} from '../../../src/shared/identity/rules';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import type { Notifier } from '../../core/notifications';
import { users } from '../../core/schema';
import { type UserRow, userById } from '../../core/users';
import type { PhotoStore } from './photos';
import { type SubmissionRow, submissions } from './schema';

type Level = 1 | 2;
type Person = Omit<Extract<I.RealReq, { real_type: '1' }>, 'real_type'>;
type Photos = { front_pic: string; reverse_pic: string; hand_pic: string };

const PHOTO_FIELDS: Record<PhotoSide, keyof Photos> = { front: 'front_pic', back: 'reverse_pic', hand: 'hand_pic' };

const detailsOf = (r: SubmissionRow): I.PersonDetails | null =>
  r.level === 1 && r.gender && r.id_type
    ? {
        first_name: r.first_name ?? '',
        last_name: r.last_name ?? '',
        gender: r.gender,
        birth_date: r.birth_date ?? '',
        country: r.country ?? '',
        address: r.address ?? '',
        id_type: r.id_type,
        card_id: r.card_id ?? '',
      }
    : null;
const photosOf = (r: SubmissionRow) =>
  r.level === 2 && r.front_photo && r.back_photo && r.hand_photo ? { front: r.front_photo, back: r.back_photo, hand: r.hand_photo } : null;

export function createIdentity(db: Db, store: PhotoStore, notify: Notifier['notify']) {
  function latest(userId: number, level: Level, status?: SubmissionRow['status']): SubmissionRow | undefined {
    const where = and(eq(submissions.user_id, userId), eq(submissions.level, level), status ? eq(submissions.status, status) : undefined);
    return db.select().from(submissions).where(where).orderBy(desc(submissions.id)).limit(1).get();
  }

  /** A level is verified while users.kyc_level reaches it; otherwise its newest submission tells. */
  function levelState(user: UserRow, level: Level): I.LevelState {
    if (user.kyc_level >= level) {
      const approved = latest(user.id, level, 'approved');
      return { status: KYC_VERIFIED, reason: null, submitted_at: approved?.created_at ?? null, decided_at: approved?.decided_at ?? null };
    }
    const row = latest(user.id, level);
    if (row?.status === 'pending') return { status: KYC_PENDING, reason: null, submitted_at: row.created_at, decided_at: null };
    if (row?.status === 'rejected') {
      return { status: KYC_REJECTED, reason: row.reason, submitted_at: row.created_at, decided_at: row.decided_at };
    }
    return { status: KYC_NONE, reason: null, submitted_at: null, decided_at: null };
  }

  function state(user: UserRow): I.StateReply {
    return {
      level: Math.min(2, Math.max(0, user.kyc_level)),
      kyc_status: user.kyc_status,
      demo: user.account_type === 'demo',
      email_bound: Boolean(user.email),
      phone_bound: Boolean(user.mobile),
      level1: levelState(user, 1),
      level2: levelState(user, 2),
    };
  }

  function newState(user: UserRow): I.NewStateReply {
    const one = latest(user.id, 1);
    const two = latest(user.id, 2);
    return { ...state(user), details: one ? detailsOf(one) : null, photos: two ? photosOf(two) : null };
  }

  /** users.kyc_status from the levels: verified once any level is, else level 1's state. */
  function sync(userId: number): UserRow {
    const user = userById(db, userId);
    if (!user) throw new ApiFailure('errors.accountNotFound');
    const kyc_status = user.kyc_level >= 1 ? KYC_VERIFIED : levelState(user, 1).status;
    if (kyc_status === user.kyc_status) return user;
    return db.update(users).set({ kyc_status }).where(eq(users.id, userId)).returning().get();
  }

  /** What stands before a level can be submitted (demo, already verified, under review, level 1 first). */
  function checkCanSubmit(user: UserRow, level: Level): void {
    if (user.account_type === 'demo') throw new ApiFailure('identity.errors.demo');
    if (level === 2 && user.kyc_level < 1) throw new ApiFailure('identity.errors.level1First');
    const current = levelState(user, level).status;
    if (current === KYC_VERIFIED) throw new ApiFailure('identity.errors.alreadyVerified');
    if (current === KYC_PENDING) throw new ApiFailure('identity.errors.pending');
  }

  function submitLevel1(user: UserRow, person: Person): I.StateReply {
    return db.transaction(() => {
      checkCanSubmit(user, 1);
      // The document number belongs to one person: another user's pending or verified level 1 holds it.
      const taken = db
        .select({ id: submissions.id })
        .from(submissions)
        .where(
          and(
            eq(submissions.card_id, person.card_id),
            eq(submissions.level, 1),
            inArray(submissions.status, ['pending', 'approved']),
            ne(submissions.user_id, user.id),
          ),
        )
        .get();
      if (taken) throw new ApiFailure('identity.errors.cardIdTaken', {}, { field: 'card_id' });
      db.insert(submissions)
        .values({
          user_id: user.id,
          level: 1,
          status: 'pending',
          first_name: person.first_name,
          last_name: person.last_name,
          gender: person.gender,
          birth_date: person.birth_date,
          country: person.country,
          address: person.address,
          id_type: person.id_type,
          card_id: person.card_id,
          created_at: now(),
        })
        .run();
      return state(sync(user.id));
    });
  }

  function submitLevel2(user: UserRow, input: Photos): I.StateReply {
    return db.transaction(() => {
      checkCanSubmit(user, 2);
      // Each photo is one this user uploaded for that very field.
      for (const side of PHOTO_SIDES) {
        const field = PHOTO_FIELDS[side];
        const photo = store.byId(input[field]);
        if (!photo || photo.user_id !== user.id || photo.side !== side) throw new ApiFailure(photoMissingKey(side), {}, { field });
      }
      db.insert(submissions)
        .values({
          user_id: user.id,
          level: 2,
          status: 'pending',
          front_photo: input.front_pic,
          back_photo: input.reverse_pic,
          hand_photo: input.hand_pic,
          created_at: now(),
        })
        .run();
      return state(sync(user.id));
    });
  }

  /** A submission as the admin sees it. */
  function adminView(row: SubmissionRow): I.AdminSubmission {
    const user = userById(db, row.user_id);
    return {
      id: row.id,
      user_id: row.user_id,
      level: row.level,
      status: row.status,
      reason: row.reason,
      created_at: row.created_at,
      decided_at: row.decided_at,
      decided_by: row.decided_by,
      email: user?.email ?? null,
      mobile: user?.mobile ?? null,
      details: detailsOf(row),
      photos: photosOf(row),
    };
  }

  function byId(id: number): SubmissionRow {
    const row = db.select().from(submissions).where(eq(submissions.id, id)).get();
    if (!row) throw new ApiFailure('identity.errors.notFound', {}, { field: 'id', status: 404 });
    return row;
  }

  /**
   * Approves or rejects a pending submission, once, recording when, why (a rejection always says why)
   * and who. A level passes only with both email and phone bound (SPEC §5), and level 2 only on a
   * verified level 1; approving raises users.kyc_level to the level.
   */
  function decide(id: number, approve: boolean, reason: string | null, by: string): I.AdminSubmission {
    if (!approve && !reason) throw new ApiFailure('identity.errors.reason', {}, { field: 'reason' });
    const row = db.transaction(() => {
      const pending = byId(id);
      if (pending.status !== 'pending') throw new ApiFailure('identity.errors.decided', {}, { field: 'id', status: 409 });
      const user = userById(db, pending.user_id);
      if (!user) throw new ApiFailure('errors.accountNotFound');
      if (approve) {
        if (!user.email && !user.mobile) throw new ApiFailure('identity.errors.noContacts');
        if (!user.email) throw new ApiFailure('identity.errors.noEmail');
        if (!user.mobile) throw new ApiFailure('identity.errors.noPhone');
        if (pending.level === 2 && user.kyc_level < 1) throw new ApiFailure('identity.errors.level1First');
      }
      const decided = db
        .update(submissions)
        .set({ status: approve ? 'approved' : 'rejected', reason, decided_at: now(), decided_by: by })
        .where(and(eq(submissions.id, id), eq(submissions.status, 'pending')))
        .returning()
        .get();
      if (!decided) throw new ApiFailure('identity.errors.decided', {}, { field: 'id', status: 409 });
      if (approve) {
        db.update(users)
          .set({ kyc_level: Math.max(user.kyc_level, decided.level), kyc_status: KYC_VERIFIED })
          .where(eq(users.id, user.id))
          .run();
      } else {
        sync(user.id);
      }
      if (approve) notify(user.id, 'kycApproved', { level: decided.level }, `kyc:${decided.id}`);
      else notify(user.id, 'kycRejected', { level: decided.level, reason: reason ?? '' }, `kyc:${decided.id}`);
      return decided;
    });
    return adminView(row);
  }

  /**
   * The operator verifies a level without the user's submission: recorded as a submission of that level
   * (no details or photos) decided at once through `decide`, with the same rules; a pending submission
   * of the level is decided instead. Refused, nothing is written.
   */
  function verify(uid: number, level: Level, reason: string, by: string): I.AdminSubmission {
    return db.transaction(() => {
      const user = userById(db, uid);
      if (!user) throw new ApiFailure('errors.accountNotFound', {}, { field: 'uid' });
      if (user.account_type === 'demo') throw new ApiFailure('identity.errors.demo', {}, { field: 'uid' });
      if (user.kyc_level >= level) throw new ApiFailure('identity.errors.alreadyVerified', {}, { field: 'level' });
      const pending = latest(uid, level, 'pending');
      const id =
        pending?.id ??
        db.insert(submissions).values({ user_id: uid, level, status: 'pending', created_at: now() }).returning({ id: submissions.id }).get()
          .id;
      return decide(id, true, reason, by);
    });
  }

  function queue(status: SubmissionRow['status'] | undefined): I.AdminSubmission[] {
    const rows = db
      .select()
      .from(submissions)
      .where(eq(submissions.status, status ?? 'pending'))
      .orderBy(status && status !== 'pending' ? desc(submissions.id) : submissions.id)
      .limit(500)
      .all();
    return rows.map(adminView);
  }

  return { state, newState, submitLevel1, submitLevel2, decide, verify, queue, show: (id: number) => adminView(byId(id)), checkCanSubmit };
}

export type Identity = ReturnType<typeof createIdentity>;
