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
import { takeTurn } from '../../core/turns';

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
  async function latest(userId: number, level: Level, status?: SubmissionRow['status']): Promise<SubmissionRow | undefined> {
    const where = and(eq(submissions.user_id, userId), eq(submissions.level, level), status ? eq(submissions.status, status) : undefined);
    return await db.select().from(submissions).where(where).orderBy(desc(submissions.id)).limit(1).get();
  }

  /** A level is verified while users.kyc_level reaches it; otherwise its newest submission tells. */
  async function levelState(user: UserRow, level: Level): Promise<I.LevelState> {
    if (user.kyc_level >= level) {
      const approved = await latest(user.id, level, 'approved');
      return { status: KYC_VERIFIED, reason: null, submitted_at: approved?.created_at ?? null, decided_at: approved?.decided_at ?? null };
    }
    const row = await latest(user.id, level);
    if (row?.status === 'pending') return { status: KYC_PENDING, reason: null, submitted_at: row.created_at, decided_at: null };
    if (row?.status === 'rejected') {
      return { status: KYC_REJECTED, reason: row.reason, submitted_at: row.created_at, decided_at: row.decided_at };
    }
    return { status: KYC_NONE, reason: null, submitted_at: null, decided_at: null };
  }

  async function state(user: UserRow): Promise<I.StateReply> {
    return {
      level: Math.min(2, Math.max(0, user.kyc_level)),
      kyc_status: user.kyc_status,
      demo: user.account_type === 'demo',
      email_bound: Boolean(user.email),
      phone_bound: Boolean(user.mobile),
      level1: await levelState(user, 1),
      level2: await levelState(user, 2),
    };
  }

  async function newState(user: UserRow): Promise<I.NewStateReply> {
    const one = await latest(user.id, 1);
    const two = await latest(user.id, 2);
    return { ...(await state(user)), details: one ? detailsOf(one) : null, photos: two ? photosOf(two) : null };
  }

  /** users.kyc_status from the levels: verified once any level is, else level 1's state. */
  async function sync(userId: number): Promise<UserRow> {
    const user = await userById(db, userId);
    if (!user) throw new ApiFailure('errors.accountNotFound');
    const kyc_status = user.kyc_level >= 1 ? KYC_VERIFIED : (await levelState(user, 1)).status;
    if (kyc_status === user.kyc_status) return user;
    return await db.update(users).set({ kyc_status }).where(eq(users.id, userId)).returning().get();
  }

  /** What stands before a level can be submitted (demo, already verified, under review, level 1 first). */
  async function checkCanSubmit(user: UserRow, level: Level): Promise<void> {
    if (user.account_type === 'demo') throw new ApiFailure('identity.errors.demo');
    if (level === 2 && user.kyc_level < 1) throw new ApiFailure('identity.errors.level1First');
    const current = (await levelState(user, level)).status;
    if (current === KYC_VERIFIED) throw new ApiFailure('identity.errors.alreadyVerified');
    if (current === KYC_PENDING) throw new ApiFailure('identity.errors.pending');
  }

  /**
   * Submissions are written one at a time per person, and per document number, where many write at once
   * (PostgreSQL; SQLite has one writer): the checks then read the submission made just before.
   */
  async function oneAtATime(userId: number, cardId?: string): Promise<void> {
    await takeTurn(db, 'identityPerson', userId);
    if (cardId !== undefined) await takeTurn(db, 'identityDocument', cardId);
  }

  async function submitLevel1(user: UserRow, person: Person): Promise<I.StateReply> {
    return await db.transaction(async () => {
      await oneAtATime(user.id, person.card_id);
      await checkCanSubmit(user, 1);
      // The document number belongs to one person: another user's pending or verified level 1 holds it.
      const taken = await db
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
      await db
        .insert(submissions)
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
      return await state(await sync(user.id));
    });
  }

  async function submitLevel2(user: UserRow, input: Photos): Promise<I.StateReply> {
    return await db.transaction(async () => {
      await oneAtATime(user.id);
      await checkCanSubmit(user, 2);
      // Each photo is one this user uploaded for that very field.
      for (const side of PHOTO_SIDES) {
        const field = PHOTO_FIELDS[side];
        const photo = await store.byId(input[field]);
        if (!photo || photo.user_id !== user.id || photo.side !== side) throw new ApiFailure(photoMissingKey(side), {}, { field });
      }
      await db
        .insert(submissions)
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
      return await state(await sync(user.id));
    });
  }

  /** A submission as the admin sees it. */
  async function adminView(row: SubmissionRow): Promise<I.AdminSubmission> {
    const user = await userById(db, row.user_id);
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

  async function byId(id: number): Promise<SubmissionRow> {
    const row = await db.select().from(submissions).where(eq(submissions.id, id)).get();
    if (!row) throw new ApiFailure('identity.errors.notFound', {}, { field: 'id', status: 404 });
    return row;
  }

  /**
   * Approves or rejects a pending submission, once, recording when, why (a rejection always says why)
   * and who. A level passes only with both email and phone bound (SPEC §5), and level 2 only on a
   * verified level 1; approving raises users.kyc_level to the level.
   */
  async function decide(id: number, approve: boolean, reason: string | null, by: string): Promise<I.AdminSubmission> {
    if (!approve && !reason) throw new ApiFailure('identity.errors.reason', {}, { field: 'reason' });
    const row = await db.transaction(async () => {
      const pending = await byId(id);
      if (pending.status !== 'pending') throw new ApiFailure('identity.errors.decided', {}, { field: 'id', status: 409 });
      const user = await userById(db, pending.user_id);
      if (!user) throw new ApiFailure('errors.accountNotFound');
      if (approve) {
        if (!user.email && !user.mobile) throw new ApiFailure('identity.errors.noContacts');
        if (!user.email) throw new ApiFailure('identity.errors.noEmail');
        if (!user.mobile) throw new ApiFailure('identity.errors.noPhone');
        if (pending.level === 2 && user.kyc_level < 1) throw new ApiFailure('identity.errors.level1First');
      }
      const decided = await db
        .update(submissions)
        .set({ status: approve ? 'approved' : 'rejected', reason, decided_at: now(), decided_by: by })
        .where(and(eq(submissions.id, id), eq(submissions.status, 'pending')))
        .returning()
        .get();
      if (!decided) throw new ApiFailure('identity.errors.decided', {}, { field: 'id', status: 409 });
      if (approve) {
        await db
          .update(users)
          .set({ kyc_level: Math.max(user.kyc_level, decided.level), kyc_status: KYC_VERIFIED })
          .where(eq(users.id, user.id))
          .run();
      } else {
        await sync(user.id);
      }
      if (approve) await notify(user.id, 'kycApproved', { level: decided.level }, `kyc:${decided.id}`);
      else await notify(user.id, 'kycRejected', { level: decided.level, reason: reason ?? '' }, `kyc:${decided.id}`);
      return decided;
    });
    return await adminView(row);
  }

  /**
   * The operator verifies a level without the user's submission: recorded as a submission of that level
   * (no details or photos) decided at once through `decide`, with the same rules; a pending submission
   * of the level is decided instead. Refused, nothing is written.
   */
  async function verify(uid: number, level: Level, reason: string, by: string): Promise<I.AdminSubmission> {
    return await db.transaction(async () => {
      const user = await userById(db, uid);
      if (!user) throw new ApiFailure('errors.accountNotFound', {}, { field: 'uid' });
      if (user.account_type === 'demo') throw new ApiFailure('identity.errors.demo', {}, { field: 'uid' });
      if (user.kyc_level >= level) throw new ApiFailure('identity.errors.alreadyVerified', {}, { field: 'level' });
      const pending = await latest(uid, level, 'pending');
      const id =
        pending?.id ??
        (
          await db
            .insert(submissions)
            .values({ user_id: uid, level, status: 'pending', created_at: now() })
            .returning({ id: submissions.id })
            .get()
        ).id;
      return await decide(id, true, reason, by);
    });
  }

  async function queue(status: SubmissionRow['status'] | undefined): Promise<I.AdminSubmission[]> {
    const rows = await db
      .select()
      .from(submissions)
      .where(eq(submissions.status, status ?? 'pending'))
      .orderBy(status && status !== 'pending' ? desc(submissions.id) : submissions.id)
      .limit(500)
      .all();
    const views: I.AdminSubmission[] = [];
    for (const row of rows) views.push(await adminView(row));
    return views;
  }

  return {
    state,
    newState,
    submitLevel1,
    submitLevel2,
    decide,
    verify,
    queue,
    show: async (id: number) => await adminView(await byId(id)),
    checkCanSubmit,
  };
}

export type Identity = ReturnType<typeof createIdentity>;
