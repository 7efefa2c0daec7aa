// Proof of reserves on the server: a snapshot read at one journal position while money keeps moving
// (built in the worker thread), its sums and every leaf equal to the journal at that position, each
// user's own proof (and no one else's) verifying, demo accounts left out, refusals that change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_ID, HOUSE_ID, pocket, transfer } from '../../server/core/ledger';
import { users } from '../../server/core/schema';
import { tuning } from '../../server/modules/reserves/build';
import { KEEP_TREES } from '../../server/modules/reserves/snapshots';
import type { ReservesProof } from '../../src/shared/reserves/proof';
import { verifyProof } from '../../src/shared/reserves/proof';
import type { SnapshotFigures } from '../../src/contract/reserves';
import { eq } from 'drizzle-orm';
import { balancesSnapshot } from './ledgerBooks';
import { get, post, startServer, type TestServer } from './helpers';
import { journalAt, realUsersAt } from './reservesSupport';
import { demoLogin, freshEmail, okCall, registerEmail } from './support';

const ADMIN = { 'x-admin-token': 'test-admin-token' };
let t: TestServer;
const people: Array<{ token: string; uid: number }> = [];

async function admin(
  path: string,
  form: Record<string, string> = {},
): Promise<{ status: number; body: { type: unknown; message: unknown } }> {
  const response = await fetch(`${t.api}/${path}`, {
    method: 'POST',
    headers: { ...ADMIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: (await response.json()) as { type: unknown; message: unknown } };
}
const adminSnapshot = () => admin('admin/reserves/snapshot');

beforeAll(async () => {
  t = await startServer({ market: { autoStart: false } });
  for (let i = 0; i < 3; i++) people.push(await registerEmail(t.api, freshEmail('reserves')));
  const { db } = t.server;
  const [a, b, c] = people.map((p) => p.uid);
  await db.transaction(async () => {
    await transfer(db, EXTERNAL_ID, a, 1, '1000', 'deposit', 'test');
    await transfer(db, HOUSE_ID, pocket(a, 'change'), 2, '0.5', 'demo_grant', 'test');
    await transfer(db, EXTERNAL_ID, pocket(b, 'lever'), 1, '250.12345678', 'deposit', 'test');
    await transfer(db, EXTERNAL_ID, c, 1, '5000', 'deposit', 'test');
    await db.update(users).set({ kyc_level: 1 }).where(eq(users.id, c)).run();
  });
  // Frozen money counts too: a savings purchase holds 1,000 USDT of user c frozen.
  const products = await okCall<Array<{ id: number; kind: string; min_amount: string }>>(
    t.api,
    'quant/products',
    {},
    people[2].token,
    'GET',
  );
  await okCall(t.api, 'quant/buy', { product_id: String(products[0].id), amount: '1000' }, people[2].token);
});
afterAll(async () => {
  tuning.inlineUpTo = 500;
  await t?.stop();
});

describe('a snapshot of liabilities', () => {
  it('is read at one journal position while money moves, off the server thread, and equals the journal there', async () => {
    tuning.inlineUpTo = 0; // the worker thread, as with a large book
    const { db } = t.server;
    const [a] = people;
    const lastEntry = async () => ((await db.$sql.get('SELECT MAX(id) AS id FROM journal')) as { id: number }).id;
    const before = await lastEntry();
    // Money moves all the while: a transfer to user a on every turn of the event loop.
    let moving = true;
    let moved = 0;
    const mover = (async () => {
      while (moving) {
        await db.transaction(async () => await transfer(db, HOUSE_ID, a.uid, 1, '0.01', 'demo_grant', 'moving'));
        moved += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    // Under way before the snapshot starts (on every engine: the first transfer has committed).
    while (moved < 1) await new Promise((resolve) => setTimeout(resolve, 1));
    const { body } = await adminSnapshot();
    moving = false;
    await mover;
    expect(body.type, JSON.stringify(body)).toBe('ok');
    const figures = body.message as SnapshotFigures;
    expect(figures.status).toBe('published');
    expect(figures.trigger).toBe('admin');
    const position = figures.position ?? 0;
    // Entries were posted before and after the position: the read happened while money moved.
    expect(moved).toBeGreaterThan(2);
    expect(position).toBeGreaterThan(before);
    expect(position).toBeLessThan(await lastEntry());

    const journal = await journalAt(db, position);
    const codes = figures.currencies.map((c) => c.code);
    expect(codes).toEqual(['USDT', 'BTC']);
    expect(figures.currencies.map((c) => c.liabilities)).toEqual(codes.map((code) => journal.totals.get(code) ?? '0'));
    expect(figures.leaf_count).toBe((await realUsersAt(db, figures.taken_at)).length);

    // Every real person's own proof verifies, and holds their journal balances at the position.
    for (const p of people) {
      const proof = await okCall<ReservesProof>(t.api, 'reserves/proof', {}, p.token, 'GET');
      expect(verifyProof(proof)).toEqual({ included: true });
      expect(proof.leaf.user_id).toBe(p.uid);
      expect(proof.snapshot.root).toBe(figures.root);
      expect(proof.leaf.balances).toEqual(codes.map((code) => journal.byUser.get(p.uid)?.get(code) ?? '0'));
    }
    // Available and frozen, all four accounts: a's funding USDT and spot BTC, b's contract USDT, c's frozen savings.
    const proofOf = (i: number) => okCall<ReservesProof>(t.api, 'reserves/proof', {}, people[i].token, 'GET');
    expect((await proofOf(1)).leaf.balances).toEqual(['250.12345678', '0']);
    expect((await proofOf(2)).leaf.balances[0]).toBe('5000');
    expect((await proofOf(0)).leaf.balances[1]).toBe('0.5');
    tuning.inlineUpTo = 500;
  });

  it('gives each user only their own proof, none to a demo account or without a session', async () => {
    const [a, b] = people;
    const mine = await okCall<ReservesProof>(t.api, 'reserves/proof', { user_id: String(b.uid) }, a.token, 'GET');
    expect(mine.leaf.user_id).toBe(a.uid);
    const anonymous = await get(t.api, 'reserves/proof');
    expect(anonymous.body.type).toBe(999);
    const demo = await demoLogin(t.api);
    const refused = await get(t.api, 'reserves/proof', { lang: 'en' }, demo.token);
    expect(refused.body).toMatchObject({
      type: 'error',
      message: 'Demo accounts hold virtual money: they are not in the proof of reserves',
    });
  });

  it('publishes its figures: the list, one snapshot, its addresses; refusals name the field and change nothing', async () => {
    const list = await okCall<{ list: Array<{ id: number; status: string }>; total: number }>(t.api, 'reserves/snapshots', {}, '', 'GET');
    expect(list.total).toBeGreaterThanOrEqual(1);
    const latest = await okCall<SnapshotFigures>(t.api, 'reserves/snapshot', {}, '', 'GET');
    expect(latest.id).toBe(list.list[0].id);
    // No chain on this server: USDT's reserves are not on a chain the app can read, and it says so.
    expect(latest.reserves.find((r) => r.code === 'USDT')).toMatchObject({ on_chain: false, reserves: null, ratio: null });
    const addresses = await okCall<{ total: number }>(t.api, 'reserves/addresses', { id: String(latest.id) }, '', 'GET');
    expect(addresses.total).toBe(0);

    const books = await balancesSnapshot(t.server.db);
    const unknown = await get(t.api, 'reserves/snapshot', { id: '999999', lang: 'en' });
    expect(unknown.body).toMatchObject({ type: 'error', field: 'id', message: 'There is no snapshot #999999' });
    const bad = await get(t.api, 'reserves/addresses', { id: 'x' });
    expect(bad.body).toMatchObject({ type: 'error', field: 'id' });
    // One at a time: a second command while one is being taken (in the worker: a while) is refused.
    tuning.inlineUpTo = 0;
    const [first, second] = await Promise.all([adminSnapshot(), adminSnapshot()]);
    tuning.inlineUpTo = 500;
    expect([first.body.type, second.body.type].sort()).toEqual(['error', 'ok']);
    expect([first.body.message, second.body.message]).toContain('A snapshot is being taken: wait until it is published');
    const noAdmin = await post(t.api, 'admin/reserves/snapshot');
    expect(noAdmin.status).toBe(403);
    expect(await balancesSnapshot(t.server.db)).toBe(books);
  });

  it('keeps every snapshot listed and the trees of the newest seven; an older one says its proofs are gone', async () => {
    const first = await okCall<SnapshotFigures>(t.api, 'reserves/snapshot', {}, '', 'GET');
    for (let i = 0; i < KEEP_TREES; i++) expect((await adminSnapshot()).body.type).toBe('ok');
    const list = await okCall<{ list: Array<{ id: number; proofs: boolean }>; total: number }>(
      t.api,
      'reserves/snapshots',
      { limit: '50' },
      '',
      'GET',
    );
    expect(list.list.filter((s) => s.proofs)).toHaveLength(KEEP_TREES);
    expect(list.list.find((s) => s.id === first.id)).toMatchObject({ proofs: false });
    const old = await get(t.api, 'reserves/proof', { id: String(first.id), lang: 'en' }, people[0].token);
    expect(old.body).toMatchObject({
      type: 'error',
      field: 'id',
      message: `Snapshot #${first.id} keeps no proofs: it failed, is still being taken or is too old`,
    });
    const stored = await t.server.db.$sql.get('SELECT COUNT(*) AS n FROM reserves_nodes WHERE snapshot_id = ?', first.id);
    expect(stored).toEqual({ n: 0 });
    // Its figures stay.
    expect(await okCall<SnapshotFigures>(t.api, 'reserves/snapshot', { id: String(first.id) }, '', 'GET')).toMatchObject({
      root: first.root,
    });
  });

  it('is taken by the scheduler at the time and interval the operator sets', async () => {
    const { db } = t.server;
    const pending = async () =>
      (await db.$sql.all("SELECT due_ms FROM jobs WHERE kind = 'reserves.snapshot' AND status = 'pending'")) as Array<{
        due_ms: number;
      }>;
    // Daily at 00:00 UTC by default: one job, at the next midnight.
    const [job] = await pending();
    expect(await pending()).toHaveLength(1);
    expect(job.due_ms % 86_400_000).toBe(0);
    expect(job.due_ms).toBeGreaterThan(t.server.clock.ms());
    const newest = async () =>
      (await db.$sql.get('SELECT id, trigger, status FROM reserves_snapshots ORDER BY id DESC LIMIT 1')) as {
        id: number;
        trigger: string;
        status: string;
      };
    const before = (await newest()).id;
    expect((await admin('admin/setting', { key: 'reserves_snapshot_time', value: '06:30' })).body.type).toBe('ok');
    expect((await admin('admin/setting', { key: 'reserves_snapshot_hours', value: '12' })).body.type).toBe('ok');
    expect((await admin('admin/clock', { advance_ms: String(job.due_ms - t.server.clock.ms() + 1000) })).body.type).toBe('ok');
    await expect.poll(async () => await newest(), { timeout: 15_000 }).toMatchObject({ trigger: 'schedule', status: 'published' });
    expect((await newest()).id).toBe(before + 1);
    // The next one by the new settings: 06:30 or 18:30 UTC, whichever comes first.
    const [next] = await pending();
    expect(await pending()).toHaveLength(1);
    expect([6.5 * 3_600_000, 18.5 * 3_600_000]).toContain(next.due_ms % 86_400_000);
    expect(next.due_ms - t.server.clock.ms()).toBeLessThanOrEqual(12 * 3_600_000);
  });
});
