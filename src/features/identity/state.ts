// The user's verification state, as every identity page reads it, and what it means for the way on.
import { useCallQuery } from '../../api/query';
import { authCalls } from '../../contract/auth';
import { identityCalls, type LevelState, type StateReply } from '../../contract/identity';
import { KYC_PENDING, KYC_REJECTED, KYC_STATES, KYC_VERIFIED } from '../../shared/identity/rules';
import { LEVEL1_PATH, LEVEL2_PATH, PENDING_PATH } from './paths';

/** Calls whose replies change when a level is submitted or decided. */
export const STATE_CALLS = [identityCalls.realState, identityCalls.realNewState, authCalls.userInfo] as const;

/** The i18n key of a level's state. */
export const stateKey = (s: Pick<LevelState, 'status'>) => `identity.states.${KYC_STATES[s.status] ?? KYC_STATES[0]}`;

/** Read while a level is under review: a decision shows without a reload. */
const POLL_MS = 10_000;
const anyPending = (s: StateReply | undefined) => s?.level1.status === KYC_PENDING || s?.level2.status === KYC_PENDING;

export function useIdentityState() {
  return useCallQuery(identityCalls.realState, undefined, {
    staleTime: 0,
    refetchInterval: (query) => (anyPending(query.state.data) ? POLL_MS : false),
  });
}

export function useIdentityDetails() {
  return useCallQuery(identityCalls.realNewState, undefined, { staleTime: 0 });
}

export interface Step {
  to: string;
  /** i18n key of the link's text. */
  label: string;
}

/** Where a level leads from its state: its form (new or again), its review, or nowhere once verified. */
export function stepOf(state: StateReply, level: 1 | 2): Step | null {
  const s = level === 1 ? state.level1 : state.level2;
  if (state.demo || s.status === KYC_VERIFIED) return null;
  if (level === 2 && state.level < 1) return null;
  if (s.status === KYC_PENDING) return { to: PENDING_PATH, label: 'identity.viewReview' };
  return { to: level === 1 ? LEVEL1_PATH : LEVEL2_PATH, label: s.status === KYC_REJECTED ? 'identity.submitAgain' : 'identity.start' };
}
