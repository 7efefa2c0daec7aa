// The identity calls: the user's state and submissions, the private photo upload and read-back, and the
// admin's queue, view and decisions (admin token).
import { identityAdminCalls, identityCalls } from '../../../src/contract/identity';
import type { ModuleKit } from '../../core/module';
import { createPhotoStore } from './photos';
import { createIdentity } from './service';

export function registerIdentityRoutes({ route, db, options, notify }: ModuleKit): void {
  const store = createPhotoStore(db, options.dataDir);
  const identity = createIdentity(db, store, notify);

  route(identityCalls.realState, async (_input, ctx) => await identity.state(ctx.user));
  route(identityCalls.realNewState, async (_input, ctx) => await identity.newState(ctx.user));
  route(identityCalls.userReal, async (input, ctx) => {
    if (input.real_type === '2') return await identity.submitLevel2(ctx.user, input);
    const { real_type: _type, ...person } = input;
    return await identity.submitLevel1(ctx.user, person);
  });
  route(identityCalls.realNewReal, async (input, ctx) => {
    const { real_type: _type, ...person } = input;
    return await identity.submitLevel1(ctx.user, person);
  });
  route(
    identityCalls.realUpload,
    async ({ side }, ctx) => {
      // Photos are for level 2 only: nothing is stored for someone who could not submit them.
      await identity.checkCanSubmit(ctx.user, 2);
      return store.save(ctx.user.id, side, ctx.request);
    },
    { multipart: true },
  );
  route(identityCalls.realPhoto, async ({ id }, ctx) => await store.read(id, ctx.user.id));

  route(identityAdminCalls.adminKycQueue, async ({ status }) => await identity.queue(status));
  route(identityAdminCalls.adminKycShow, async ({ id }) => await identity.show(id));
  route(identityAdminCalls.adminKycApprove, async ({ id, reason, by }) => await identity.decide(id, true, reason ?? null, by));
  route(identityAdminCalls.adminKycReject, async ({ id, reason, by }) => await identity.decide(id, false, reason, by));
  route(identityAdminCalls.adminKycVerify, async ({ uid, level, reason, by }) => await identity.verify(uid, level as 1 | 2, reason, by));
  route(identityAdminCalls.adminKycPhoto, async ({ id }) => await store.read(id, null));
}
