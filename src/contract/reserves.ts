// Proof of reserves (/pages/reserves/reserves): snapshots of every real user's balances as a Merkle-sum
// tree (src/shared/reserves), the platform's addresses on chain with a signature each and their USDT at
// the snapshot's block, and each user's own proof of inclusion. Everything but the proof is public.
import { z } from 'zod';
import { PROOF_FORMAT } from '../shared/reserves/proof';
import { decimalString, intString, page, paged } from './common';
import { call } from './define';

export const SNAPSHOT_STATES = ['building', 'published', 'failed'] as const;
export const SNAPSHOT_TRIGGERS = ['schedule', 'admin'] as const;
export const ADDRESS_ROLES = ['hot', 'deposit'] as const;

const hex32 = z.string().regex(/^[0-9a-f]{64}$/);
const amount = z.string().regex(/^\d+(\.\d+)?$/);

export const snapshotSummary = z.object({
  id: z.number().int(),
  status: z.enum(SNAPSHOT_STATES),
  trigger: z.enum(SNAPSHOT_TRIGGERS),
  /** When the balances were read (seconds). */
  taken_at: z.number().int(),
  published_at: z.number().int().nullable(),
  /** The last journal entry included; null while building. */
  position: z.number().int().nullable(),
  root: hex32.nullable(),
  /** Leaves: every real account at the snapshot (zero balances included). */
  leaf_count: z.number().int(),
  /** Liabilities per currency, in the tree's order. */
  currencies: z.array(z.object({ code: z.string(), liabilities: amount })),
  /** Why it failed (operator's words), or null. */
  reason: z.string().nullable(),
  /** Whether its tree is still kept, so proofs of it can be given (the newest few are). */
  proofs: z.boolean(),
});

export const snapshotChain = z.object({
  chain_id: z.number().int(),
  name: z.string(),
  usdt: z.string(),
  explorer: z.string(),
  /** The block the balances were read at. */
  block_number: z.number().int().nullable(),
  status: z.enum(['read', 'unreadable']),
  /** USDT held by the platform's addresses on this chain at that block. */
  total: amount.nullable(),
  addresses: z.number().int(),
});

export const reserveLine = z.object({
  code: z.string(),
  liabilities: amount,
  /** What the chains the app reads hold, or null when this currency is not on one. */
  reserves: amount.nullable(),
  /** reserves ÷ liabilities (4 places, rounded down), null without reserves or liabilities. */
  ratio: decimalString.nullable(),
  on_chain: z.boolean(),
  /** Chains of this currency that could not be read at the snapshot's block. */
  unread_chains: z.number().int(),
});

export const snapshotFigures = snapshotSummary.extend({ chains: z.array(snapshotChain), reserves: z.array(reserveLine) });

export const platformAddress = z.object({
  chain_id: z.number().int(),
  address: z.string(),
  role: z.enum(ADDRESS_ROLES),
  /** The EIP-191 message signed, naming the snapshot and its root. */
  message: z.string(),
  signature: z.string(),
  /** USDT at the snapshot's block, null when the chain could not be read. */
  balance: amount.nullable(),
});

const proofStep = z.object({
  level: z.number().int(),
  side: z.enum(['left', 'right']),
  sibling_hash: hex32,
  sibling_sums: z.array(amount),
  hash: hex32,
  sums: z.array(amount),
});

/** The proof file (src/shared/reserves/proof.ts): what the page checks and downloads. */
export const reservesProof = z.object({
  format: z.literal(PROOF_FORMAT),
  snapshot: z.object({
    id: z.number().int(),
    root: hex32,
    currencies: z.array(z.string()),
    sums: z.array(amount),
    leaf_count: z.number().int(),
    position: z.number().int(),
    taken_at: z.number().int(),
  }),
  leaf: z.object({ user_id: z.number().int(), index: z.number().int(), salt: hex32, balances: z.array(amount), hash: hex32 }),
  path: z.array(proofStep),
});

const snapshotId = intString(1, Number.MAX_SAFE_INTEGER);

export const reservesCalls = {
  reservesSnapshots: call('GET', 'reserves/snapshots', 'public', z.object({ ...page }), z.object(paged(snapshotSummary))),
  /** One snapshot's figures; without an id the newest published one (null when there is none yet). */
  reservesSnapshot: call('GET', 'reserves/snapshot', 'public', z.object({ id: snapshotId.optional() }), snapshotFigures.nullable()),
  reservesAddresses: call('GET', 'reserves/addresses', 'public', z.object({ id: snapshotId, ...page }), z.object(paged(platformAddress))),
  /** The caller's own proof of inclusion in a snapshot (default: the newest published one). */
  reservesProof: call('GET', 'reserves/proof', 'user', z.object({ id: snapshotId.optional() }), reservesProof),
};

export const reservesAdminCalls = {
  /** Takes a snapshot now and answers when it is published (or failed). */
  adminReservesSnapshot: call('POST', 'admin/reserves/snapshot', 'admin', z.object({}), snapshotFigures),
};

/** Journal entry kinds of this area: none (it only reads the books). */
export const entryKinds = [] as const;

export type SnapshotSummary = z.output<typeof snapshotSummary>;
export type SnapshotFigures = z.output<typeof snapshotFigures>;
export type SnapshotChain = z.output<typeof snapshotChain>;
export type ReserveLine = z.output<typeof reserveLine>;
export type PlatformAddress = z.output<typeof platformAddress>;
