// The auditor of the books: every invariant the areas promise, checked on a live database, each
// reported as held or broken with its first examples. The core checks the journal itself (each entry
// balanced, each balance equal to its rows, every currency summing to zero, no account below zero but
// the external one, virtual money kept on the demo side); each module adds what only it knows through
// `audit` in its defineModule: the money its live objects hold frozen (an order's margin, an escrow, a
// pending withdrawal), which must explain every frozen balance exactly, and its own rules (one owner per
// item, one outcome per escrow, every pending thing with its state, time and reason).
//
// Read-only, and database-neutral (Drizzle selects, sums in decimal.js): `npm run admin -- audit`,
// `GET admin/audit`, and every server test file at its end (tests/server/helpers.ts).
import type { Wallet } from '../../src/contract/fund';
import { Decimal, dec } from '../../src/shared/lib/decimal';
import type { Db } from './db';
import { SYSTEM_ACCOUNTS } from './migrations';
import type { AuditReport, AuditResult } from './auditReport';
import { balances, journal, ledger, users } from './schema';

export { type AuditReport, type AuditResult, auditLines } from './auditReport';

/** Money one live object holds frozen in one account. */
export interface Hold {
  user_id: number;
  wallet: Wallet;
  currency_id: number;
  amount: Decimal.Value;
  /** What holds it, for the examples: `withdraw:12`, `lever:40`. */
  what: string;
}

/** What a module tells the auditor. */
export interface ModuleAudit {
  /** The money this module's live objects hold frozen. */
  holds?(): Promise<Hold[]>;
  /** The module's own rules, by name: each returns the first examples that break it (none: it holds). */
  checks?: Record<string, () => Promise<string[]>>;
}

/** How many examples a broken check shows. */
const EXAMPLES = 5;
const zero = () => new Decimal(0);
const add = <K>(map: Map<K, Decimal>, key: K, x: Decimal.Value) => map.set(key, (map.get(key) ?? zero()).plus(x));
const slotKey = (user: number, wallet: string, currency: number) => `${user}/${wallet}/${currency}`;

function coreChecks(db: Db): Record<string, () => Promise<string[]>> {
  const { external, demoPool } = SYSTEM_ACCOUNTS;
  const rows = async () =>
    await db
      .select({
        entry_id: ledger.entry_id,
        user_id: ledger.user_id,
        currency_id: ledger.currency_id,
        wallet: ledger.wallet,
        bucket: ledger.bucket,
        amount: ledger.amount,
      })
      .from(ledger)
      .all();
  const balanceRows = async () => await db.select().from(balances).all();
  return {
    'every journal entry balances per currency': async () => {
      const sums = new Map<string, Decimal>();
      const broken: string[] = [];
      for (const r of await rows()) {
        if (r.entry_id === null) broken.push(`a ledger row of user ${r.user_id} belongs to no entry`);
        else add(sums, `${r.entry_id}:${r.currency_id}`, r.amount);
      }
      for (const [key, sum] of sums) if (!sum.isZero()) broken.push(`entry ${key.replace(':', ', currency ')} sums to ${sum.toFixed()}`);
      const withRows = new Set([...sums.keys()].map((k) => Number(k.split(':')[0])));
      for (const e of await db.select({ id: journal.id, kind: journal.kind }).from(journal).all())
        if (!withRows.has(e.id)) broken.push(`entry ${e.id} (${e.kind}) has no legs`);
      return broken;
    },
    'every balance equals its ledger rows': async () => {
      const sums = new Map<string, Decimal>();
      for (const r of await rows()) add(sums, `${slotKey(r.user_id, r.wallet, r.currency_id)}:${r.bucket}`, r.amount);
      const broken: string[] = [];
      const seen = new Set<string>();
      for (const b of await balanceRows()) {
        for (const bucket of ['available', 'frozen'] as const) {
          const key = `${slotKey(b.user_id, b.wallet, b.currency_id)}:${bucket}`;
          seen.add(key);
          const sum = sums.get(key) ?? zero();
          if (!sum.eq(b[bucket])) broken.push(`${key} is ${b[bucket]}, its rows sum to ${sum.toFixed()}`);
        }
      }
      for (const [key, sum] of sums)
        if (!seen.has(key) && !sum.isZero()) broken.push(`${key}: rows sum to ${sum.toFixed()} with no balance`);
      return broken;
    },
    'every currency sums to zero over all accounts': async () => {
      const totals = new Map<number, Decimal>();
      for (const b of await balanceRows()) add(totals, b.currency_id, dec(b.available).plus(b.frozen));
      return [...totals].filter(([, t]) => !t.isZero()).map(([c, t]) => `currency ${c} sums to ${t.toFixed()}`);
    },
    'no account is below zero but the external one': async () =>
      (await balanceRows())
        .filter((b) => b.user_id !== external && (dec(b.available).isNeg() || dec(b.frozen).isNeg()))
        .map((b) => `${slotKey(b.user_id, b.wallet, b.currency_id)}: available ${b.available}, frozen ${b.frozen}`),
    'virtual money stays on the demo side': async () => {
      const demo = new Set(
        (await db.select({ id: users.id, type: users.account_type }).from(users).all()).filter((u) => u.type === 'demo').map((u) => u.id),
      );
      demo.add(demoPool);
      // Entries with legs on both sides; the external account is only ever the other side of a seed.
      const sides = new Map<number, { demo: boolean; real: boolean }>();
      for (const r of await rows()) {
        if (r.entry_id === null || r.user_id === external) continue;
        const s = sides.get(r.entry_id) ?? { demo: false, real: false };
        if (demo.has(r.user_id)) s.demo = true;
        else s.real = true;
        sides.set(r.entry_id, s);
      }
      return [...sides].filter(([, s]) => s.demo && s.real).map(([id]) => `entry ${id} moves money between a demo and a real account`);
    },
  };
}

/** Frozen money equals what live objects hold, per account, wallet and currency. */
async function frozenCheck(db: Db, holds: Hold[]): Promise<string[]> {
  const held = new Map<string, Decimal>();
  const what = new Map<string, string[]>();
  for (const h of holds) {
    const key = slotKey(h.user_id, h.wallet, h.currency_id);
    add(held, key, h.amount);
    what.set(key, [...(what.get(key) ?? []), h.what]);
  }
  const broken: string[] = [];
  const seen = new Set<string>();
  for (const b of await db.select().from(balances).all()) {
    const key = slotKey(b.user_id, b.wallet, b.currency_id);
    seen.add(key);
    const h = held.get(key) ?? zero();
    if (!h.eq(b.frozen))
      broken.push(`${key}: frozen ${b.frozen}, held ${h.toFixed()} by [${(what.get(key) ?? []).slice(0, 5).join(', ')}]`);
  }
  for (const [key, h] of held) if (!seen.has(key) && !h.isZero()) broken.push(`${key}: held ${h.toFixed()} with no balance`);
  return broken;
}

/** Runs every check: the core's, then each module's (in module order). A check that throws is broken. */
export async function runAudit(db: Db, parts: ReadonlyArray<{ name: string; audit: ModuleAudit }>): Promise<AuditReport> {
  // Inside a transaction that posted (a test's damage): its system balances' changes are made first.
  await db.$store.settlePending();
  const results: AuditResult[] = [];
  const run = async (name: string, check: () => Promise<string[]>) => {
    let examples: string[];
    try {
      examples = await check();
    } catch (error) {
      examples = [`the check failed: ${error instanceof Error ? error.message : String(error)}`];
    }
    results.push({ name, held: examples.length === 0, examples: examples.slice(0, EXAMPLES) });
  };
  for (const [name, check] of Object.entries(coreChecks(db))) await run(`core: ${name}`, check);
  await run('core: frozen money is what live orders, escrows and requests hold', async () => {
    const holds: Hold[] = [];
    for (const p of parts) holds.push(...((await p.audit.holds?.()) ?? []));
    return await frozenCheck(db, holds);
  });
  for (const part of parts) for (const [name, check] of Object.entries(part.audit.checks ?? {})) await run(`${part.name}: ${name}`, check);
  return { ok: results.every((r) => r.held), results };
}
