// Notifications (mailMessage/*): written by the areas in the transaction that does what they tell
// (a deposit credited, a wire deposit decided, a sale paid), never for a refused or rolled-back action;
// pushed to the user's socket room only; listed newest first with unread marks; the detail marks one
// read; to everyone, each user reads their own copy; another user's is not found.
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translate } from '../../server/core/i18n';
import { EXTERNAL_ID, transfer } from '../../server/core/ledger';
import { users } from '../../server/core/schema';
import { hashPassword } from '../../server/core/security';
import { recordScan, type SeenTransfer } from '../../server/modules/wallet/deposits';
import type { NoticeList } from '../../src/contract/notices';
import { PNG } from '../fixtures';
import { get, post, startServer, type TestServer } from './helpers';
import { freshEmail, raw, registerEmail, type TokenReply } from './support';

let t: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startServer({ market: { autoStart: false } });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.stop();
});

const ADMIN = { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' };
const admin = async (p: string, form: Record<string, string>) =>
  (await (await fetch(`${t.api}/${p}`, { method: 'POST', headers: ADMIN, body: new URLSearchParams(form).toString() })).json()) as {
    type: unknown;
    message: Record<string, unknown>;
    field?: string;
  };
const list = async (who: TokenReply, query: Record<string, string> = {}) => {
  const { body } = await get(t.api, 'mailMessage/getList', query, who.token);
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message as NoticeList;
};
const detail = (who: TokenReply, id: number, lang = 'en') => get(t.api, 'mailMessage/detail', { id: String(id), lang }, who.token);
const rowsOf = async (uid: number) =>
  (await t.server.db.$sql.all('SELECT kind, vars, ref FROM notifications WHERE user_id = ? ORDER BY id', uid)) as Array<{
    kind: string;
    vars: string;
    ref: string;
  }>;
const tick = () => new Promise((resolve) => setTimeout(resolve, 50));
/** Waits until `events` holds `count` (a busy machine can take longer than a tick), then a tick more for any extra one. */
async function delivered(events: unknown[], count: number): Promise<void> {
  await vi.waitFor(() => expect(events.length).toBeGreaterThanOrEqual(count), { timeout: 10_000 });
  await tick();
}

/** The `notification` events a user's socket receives from now on (once it is in the user's room). */
async function listen(who: TokenReply): Promise<unknown[]> {
  const events: unknown[] = [];
  const socket = connect(t.url, { path: '/socket.io', transports: ['websocket'] });
  sockets.push(socket);
  socket.on('notification', (event: unknown) => events.push(event));
  await new Promise<void>((resolve) => socket.emit('auth', { token: who.token }, () => resolve()));
  return events;
}

async function wire(who: TokenReply, amount: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
  const shot = (
    (await raw(`${t.api}/wallet/proof/upload`, { method: 'POST', body: form, headers: { authorization: who.token } })).json as {
      message: { id: string };
    }
  ).message.id;
  const { body } = await post(
    t.api,
    'wallet/Wiretransfer',
    { amount, screenshot: shot, tx_suffix: 'AB12CD', remitter: 'Ana Souza' },
    who.token,
  );
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return String((body.message as { id: number }).id);
}

describe('notifications written where money moves', () => {
  it('a wire deposit approved: one notification in the crediting transaction, pushed to that user only; a refused second approval writes none', async () => {
    const me = await registerEmail(t.api, freshEmail('wire'));
    const other = await registerEmail(t.api, freshEmail('other'));
    const mine = await listen(me);
    const theirs = await listen(other);
    const id = await wire(me, '250.5');
    expect(await rowsOf(me.uid)).toEqual([]); // asking tells nothing yet
    expect((await admin('admin/deposit/approve', { id })).type).toBe('ok');
    expect(await rowsOf(me.uid)).toEqual([{ kind: 'fiatDepositApproved', vars: '{"amount":"250.5","credit":"250.5"}', ref: `fiat:${id}` }]);
    expect((await admin('admin/deposit/approve', { id })).type).toBe('error');
    expect((await admin('admin/deposit/reject', { id, reason: 'late' })).type).toBe('error');
    expect(await rowsOf(me.uid)).toHaveLength(1);
    await delivered(mine, 1);
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'fiatDepositApproved', ref: `fiat:${id}`, vars: { amount: '250.5', credit: '250.5' } }),
    ]);
    expect(theirs).toEqual([]);

    const [notice] = (await list(me)).list;
    expect(notice).toMatchObject({
      kind: 'fiatDepositApproved',
      read: false,
      broadcast: false,
      text: translate('en', 'notifications.fiatDepositApproved', { amount: '250.5', credit: '250.5' }),
    });
    expect(notice.text).toContain('250.5 USDT');
  });

  it('a wire deposit rejected tells the reason', async () => {
    const me = await registerEmail(t.api, freshEmail('wire'));
    const id = await wire(me, '40');
    await admin('admin/deposit/reject', { id, reason: 'No matching payment received' });
    const [notice] = (await list(me, { lang: 'zh' })).list;
    expect(notice).toMatchObject({ kind: 'fiatDepositRejected', ref: `fiat:${id}` });
    expect(notice.text).toBe(
      translate('zh', 'notifications.fiatDepositRejected', { amount: '40', reason: 'No matching payment received' }),
    );
  });

  it('a chain deposit credited at 5 confirmations is told in the crediting transaction; a scan that rolls back tells nothing', async () => {
    const me = await registerEmail(t.api, freshEmail('chain'));
    const events = await listen(me);
    const chain = { chainId: 434343, name: 'Notice chain', rpcUrl: '', usdt: `0x${'33'.repeat(20)}`, explorer: '', confirmations: 5 };
    const seen = (logIndex: number, amount: string): SeenTransfer => ({
      txHash: `0x${String(me.uid).padStart(64, '0')}`,
      logIndex,
      blockNumber: 100,
      from: `0x${'22'.repeat(20)}`,
      to: `0x${'44'.repeat(20)}`,
      userId: me.uid,
      amount,
    });
    const { db, notify } = t.server;
    // Two transfers in one scan, the second unreadable: the whole scan is undone, its notification too.
    await expect(
      recordScan(db, chain, { seen: [seen(0, '7.5'), seen(1, 'not-a-number')], cursor: 104, latest: 104 }, notify),
    ).rejects.toThrow();
    expect(await rowsOf(me.uid)).toEqual([]);
    // Seen, not yet deep enough: nothing to tell.
    await recordScan(db, chain, { seen: [seen(0, '7.5')], cursor: 101, latest: 101 }, notify);
    expect(await rowsOf(me.uid)).toEqual([]);
    const [credited] = (await recordScan(db, chain, { seen: [], cursor: 104, latest: 104 }, notify)).changed;
    expect(credited).toMatchObject({ status: 'approved' });
    expect(await rowsOf(me.uid)).toEqual([
      { kind: 'depositCredited', vars: '{"amount":"7.5","currency":"USDT"}', ref: `deposit:${credited.id}` },
    ]);
    // Recorded again: credited once, told once.
    await recordScan(db, chain, { seen: [seen(0, '7.5')], cursor: 110, latest: 110 }, notify);
    expect(await rowsOf(me.uid)).toHaveLength(1);
    await delivered(events, 1);
    expect(events).toEqual([expect.objectContaining({ kind: 'depositCredited' })]);
    expect((await list(me)).list[0].text).toBe('Your deposit of 7.5 USDT has been credited to your funding account.');
  });

  it("a sale of coin paid, and one rejected, tell the user (with the card's last digits, or the reason)", async () => {
    const me = await registerEmail(t.api, freshEmail('seller'));
    const db = t.server.db;
    await db
      .update(users)
      .set({ kyc_status: 2, kyc_level: 2, pay_password_hash: await hashPassword('135790') })
      .where(eq(users.id, me.uid))
      .run();
    await db.transaction(async () => await transfer(db, EXTERNAL_ID, me.uid, 1, '500', 'deposit', 'test'));
    const card = { real_name: 'Ana Souza', bank_name: 'Banco do Brasil', card_number: '6222 0212 3456 7890 123', branch: 'Paulista' };
    expect((await post(t.api, 'user/cash_save', card, me.token)).body.type).toBe('ok');
    const sell = async (number: string) =>
      String(((await post(t.api, 'sale/submit', { number, pay_password: '135790' }, me.token)).body.message as { id: number }).id);
    const paid = await sell('100');
    const rejected = await sell('20');
    await admin('admin/sale/paid', { id: paid });
    await admin('admin/sale/reject', { id: rejected, reason: 'Card closed' });
    expect((await admin('admin/sale/paid', { id: rejected })).type).toBe('error');
    expect((await rowsOf(me.uid)).map(({ kind, ref }) => ({ kind, ref }))).toEqual([
      { kind: 'saleCoinPaid', ref: `sale:${paid}` },
      { kind: 'saleCoinRejected', ref: `sale:${rejected}` },
    ]);
    const texts = (await list(me)).list.map((n) => n.text);
    expect(texts[0]).toBe(translate('en', 'notifications.saleCoinRejected', { number: '20', reason: 'Card closed' }));
    expect(texts[1]).toMatch(/^Your sale of 100 USDT was paid: [\d.]+ USD sent to your card ending in 0123\.$/);
  });
});

describe('the list, the detail and the read state', () => {
  it('lists newest first with unread marks; the detail marks one read; all can be marked read', async () => {
    const me = await registerEmail(t.api, freshEmail('reader'));
    const ids: number[] = [];
    for (const text of ['one', 'two', 'three']) ids.push((await admin('admin/notify', { uid: String(me.uid), text })).message.id as number);
    let page = await list(me);
    expect(page).toMatchObject({ total: 3, unread: 3, page: 1, limit: 10 });
    expect(page.list.map((n) => n.id)).toEqual([...ids].reverse());
    expect(page.list.map((n) => n.text)).toEqual(['Notice: three', 'Notice: two', 'Notice: one']);
    expect(page.list.every((n) => !n.read)).toBe(true);

    const opened = await detail(me, ids[1], 'dt');
    expect(opened.body.message).toMatchObject({ id: ids[1], read: true, text: translate('dt', 'notifications.message', { text: 'two' }) });
    page = await list(me);
    expect(page.unread).toBe(2);
    expect(page.list.map((n) => n.read)).toEqual([false, true, false]);
    // Opening it again changes nothing.
    expect((await detail(me, ids[1])).body.message).toMatchObject({ read: true });
    expect((await list(me)).unread).toBe(2);

    const paged = await list(me, { page: '2', limit: '2' });
    expect(paged).toMatchObject({ total: 3, page: 2, limit: 2, unread: 2 });
    expect(paged.list.map((n) => n.id)).toEqual([ids[0]]);

    const all = await post(t.api, 'mailMessage/readAll', {}, me.token);
    expect(all.body).toMatchObject({ type: 'ok', message: { read: 2 } });
    expect((await list(me)).unread).toBe(0);
    expect((await post(t.api, 'mailMessage/readAll', {}, me.token)).body.message).toEqual({ read: 0 });
  });

  it("another user's notification is not found (and stays unread); an unknown id too; no session, no list", async () => {
    const owner = await registerEmail(t.api, freshEmail('owner'));
    const snoop = await registerEmail(t.api, freshEmail('snoop'));
    const id = (await admin('admin/notify', { uid: String(owner.uid), text: 'private' })).message.id as number;
    for (const [who, which] of [
      [snoop, id],
      [owner, id + 10_000],
    ] as const) {
      const { status, body } = await detail(who, which);
      expect(status).toBe(404);
      expect(body).toMatchObject({ type: 'error', field: 'id', message: translate('en', 'noticeErrors.notFound') });
    }
    expect((await list(snoop)).list.map((n) => n.id)).not.toContain(id);
    expect((await list(owner)).list[0]).toMatchObject({ id, read: false });
    expect((await get(t.api, 'mailMessage/getList')).body.type).toBe(999);
    expect((await get(t.api, 'mailMessage/detail', { id: 'x' }, owner.token)).body).toMatchObject({ type: 'error', field: 'id' });
  });

  it('a notification to everyone is read per user, and is not shown to accounts registered after it', async () => {
    const a = await registerEmail(t.api, freshEmail('all-a'));
    const b = await registerEmail(t.api, freshEmail('all-b'));
    const listenerA = await listen(a);
    const sent = await admin('admin/notify', { text: 'Maintenance on Sunday 02:00 UTC' });
    expect(sent.type).toBe('ok');
    const id = sent.message.id as number;
    await delivered(listenerA, 1);
    expect(listenerA).toEqual([expect.objectContaining({ id, kind: 'message' })]);
    for (const who of [a, b]) {
      expect((await list(who)).list[0]).toMatchObject({
        id,
        broadcast: true,
        read: false,
        text: 'Notice: Maintenance on Sunday 02:00 UTC',
      });
    }
    expect((await detail(a, id)).body.message).toMatchObject({ id, read: true });
    expect((await list(a)).list[0]).toMatchObject({ id, read: true });
    expect((await list(b)).list[0]).toMatchObject({ id, read: false });
    expect((await post(t.api, 'mailMessage/readAll', {}, b.token)).body.message).toEqual({ read: 1 });
    expect((await list(b)).list[0]).toMatchObject({ id, read: true });

    // The clock moves on: an account opened later does not get earlier announcements.
    await admin('admin/clock', { advance_ms: '2000' });
    const late = await registerEmail(t.api, freshEmail('late'));
    expect((await list(late)).list.map((n) => n.id)).not.toContain(id);
    expect((await detail(late, id)).status).toBe(404);
  });

  it('admin/notify checks its message and the user', async () => {
    expect(await admin('admin/notify', { text: '  ' })).toMatchObject({ type: 'error', field: 'text' });
    expect(await admin('admin/notify', { uid: '99999999', text: 'hi' })).toMatchObject({ type: 'error', field: 'uid' });
    const me = await registerEmail(t.api, freshEmail('plain'));
    expect((await post(t.api, 'admin/notify', { text: 'hi' }, me.token)).status).toBe(403);
  });
});
