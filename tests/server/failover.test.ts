// The failover test (several instances): two server processes on one PostgreSQL database, a socket client
// on each for the same user. An order placed through A arrives on B's socket. Then a burst of trades,
// transfers and withdrawals to both, and `kill -9` of the leader midway: B takes the lead within 5 s and
// tickers resume on B's socket; every request answered 2xx is in the database; no job was done twice; the
// auditor of the books is green. PostgreSQL only (the embedded engine has one instance).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRealtime, type Realtime } from '../../src/api/socket';
import { openPostgresDb } from '../../server/core/db';
import { EXTERNAL_ID, transfer } from '../../server/core/ledger';
import { hashPassword } from '../../server/core/security';
import { killServer, spawnServer, stopServer } from '../e2e/child';
import { dropDatabase, freshDatabaseUrl, onPostgres } from './engine';
import { post } from './helpers';
import { demoLogin, freshEmail, mailCode, registerEmail } from './support';

const ADMIN_TOKEN = 'failover-admin';
const PAY = '135790';
const waitFor = <T>(check: () => T | Promise<T>, timeout = 10_000) => vi.waitFor(check, { timeout, interval: 50 });

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

interface Instance {
  child: ChildProcess;
  api: string;
  url: string;
}

describe.runIf(onPostgres)('two server processes, and the leader killed', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-failover-'));
  let databaseUrl: string;
  let sql: pg.Pool;
  /** The same database through the server's storage layer: a deposit credited as the ledger does it. */
  let books: ReturnType<typeof openPostgresDb>;
  let a: Instance;
  let b: Instance;
  const sockets: Realtime[] = [];

  async function start(label: string): Promise<Instance> {
    const port = await freePort();
    const child = spawnServer(label, {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      DEV_CHAIN: '0',
      ADMIN_TOKEN,
      PASSWORD_SCRYPT_N: '1024',
      DEMO_PER_HOUR: '100000',
      CODES_PER_HOUR: '100000',
      LOG: '0',
      DIST_DIR: path.join(dataDir, 'no-app'),
      // A chain for withdrawal requests; nothing is sent (no hot wallet) and nothing watched (WATCH_MS=0).
      CHAIN_RPC_URL: 'http://127.0.0.1:9',
      CHAIN_ID: '31337',
      USDT_ADDRESS: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      WATCH_MS: '0',
    });
    const url = `http://127.0.0.1:${port}`;
    await waitFor(async () => expect((await fetch(`${url}/api/currency/quotation_new`)).status).toBe(200), 180_000);
    return { child, url, api: `${url}/api` };
  }

  /** The pid of the process that holds the leader's lock (its connection's application_name), or null. */
  async function leaderPid(): Promise<number | null> {
    const { rows } = await sql.query<{ name: string }>(
      `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE l.locktype = 'advisory' AND l.granted AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    const name = rows[0]?.name ?? '';
    return name.startsWith('kestrel ') ? Number(name.split(' ')[1]) : null;
  }

  /** A real account that may withdraw: verified, a payment password, 1,000 USDT, an address in its book. */
  async function withdrawer(at: Instance) {
    const email = freshEmail('fo');
    const me = await registerEmail(at.api, email);
    const hash = await hashPassword(PAY);
    await sql.query('UPDATE users SET kyc_status = 2, kyc_level = 1, pay_password_hash = $2 WHERE id = $1', [me.uid, hash]);
    await books.transaction(async () => await transfer(books, EXTERNAL_ID, me.uid, 1, '1000', 'deposit', `failover:${me.uid}`));
    const address = privateKeyToAccount(generatePrivateKey()).address;
    const code = await mailCode(at.api, email, 'address');
    expect((await post(at.api, 'user/wallet/save', { address, name: 'Mine', code }, me.token)).body.type).toBe('ok');
    return { ...me, address };
  }

  beforeAll(async () => {
    databaseUrl = (await freshDatabaseUrl()) as string;
    sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    books = openPostgresDb(databaseUrl);
    // A migrates the database; B starts on it once A serves.
    a = await start('A');
    b = await start('B');
  }, 400_000);

  afterAll(async () => {
    for (const rt of sockets) rt.close();
    if (a) killServer(a.child);
    await stopServer(b?.child);
    await sql?.end();
    await books?.$store.close();
    await dropDatabase(databaseUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('passes everything on to B when A, the leader, is killed in a burst', async () => {
    expect(await leaderPid()).toBe(a.child.pid);
    const trader = await demoLogin(a.api);
    const [onA, onB] = [a, b].map((at) => {
      const rt = createRealtime({ url: at.url, getToken: () => trader.token, load: () => import('socket.io-client') });
      sockets.push(rt);
      return rt;
    });
    const ordersOnB: number[] = [];
    onB.on('order', (event) => ordersOnB.push((event as { order: { id: number } }).order.id));
    await onA.connect();
    await onB.connect();
    const tickersOnB: number[] = [];
    onB.subscribe({ channel: 'ticker' }, 'ticker', () => tickersOnB.push(Date.now()));
    await waitFor(() => expect(tickersOnB.length).toBeGreaterThan(0));

    // An order placed through A arrives on B's socket.
    const lever = { symbol: 'BTCUSDT', side: 'buy', order_type: 'market', lots: '0.01', leverage: '10' };
    const first = await post(a.api, 'lever/submit', lever, trader.token);
    expect(first.body.type).toBe('ok');
    await waitFor(() => expect(ordersOnB).toContain((first.body.message as { id: number }).id));

    // The burst: trades, transfers and withdrawals to both, A killed midway.
    const payers = [await withdrawer(a), await withdrawer(b)];
    const answered: Array<{ table: string; id: number }> = [];
    const calls: Array<(at: Instance) => Promise<void>> = [
      async (at) => {
        const { body } = await post(at.api, 'lever/submit', lever, trader.token);
        if (body.type === 'ok') answered.push({ table: 'lever_orders', id: (body.message as { id: number }).id });
      },
      async (at) => {
        const move = { currency_id: '1', number: '1', from_field: 'legal', to_field: 'lever' };
        const { body } = await post(at.api, 'wallet/change', move, trader.token);
        if (body.type === 'ok') answered.push({ table: 'fund_transfers', id: (body.message as { id: number }).id });
      },
      async (at) => {
        const payer = payers[answered.length % 2];
        const out = { currency_id: '1', chain_id: '31337', address: payer.address, number: '10', pay_password: PAY };
        const { body } = await post(at.api, 'wallet/out', out, payer.token);
        if (body.type === 'ok') answered.push({ table: 'withdrawals', id: (body.message as { id: number }).id });
      },
    ];
    let killedAt = 0;
    const burstEnds = Date.now() + 4000;
    const lanes = Array.from({ length: 6 }, async (_, lane) => {
      for (let n = 0; Date.now() < burstEnds; n++) {
        const at = (lane + n) % 2 === 0 ? a : b;
        if (at === a && killedAt) continue;
        // A request cut by the kill has no answer: it need not be anywhere.
        await calls[(lane + n) % calls.length](at).catch(() => undefined);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    killedAt = Date.now();
    a.child.kill('SIGKILL');
    // Watched from the kill on, while the burst goes on.
    const led = (async () => {
      while (Date.now() - killedAt < 10_000) {
        if ((await leaderPid()) === b.child.pid) return Date.now() - killedAt;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return Number.POSITIVE_INFINITY;
    })();
    await Promise.all(lanes);

    // B leads within 5 s of the kill, and its socket gets tickers again.
    const ledAfter = await led;
    expect(ledAfter).toBeLessThan(5000);
    const seen = tickersOnB.length;
    await waitFor(() => expect(tickersOnB.length).toBeGreaterThan(seen + 2));

    // Every request answered 2xx is in the database.
    expect(answered.length).toBeGreaterThan(10);
    for (const table of ['lever_orders', 'fund_transfers', 'withdrawals']) {
      const ids = answered.filter((r) => r.table === table).map((r) => r.id);
      expect(ids.length, table).toBeGreaterThan(0);
      const { rows } = await sql.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE id = ANY($1::bigint[])`, [ids]);
      expect(Number(rows[0].n), table).toBe(ids.length);
    }
    console.log(`failover: ${answered.length} requests answered 2xx in the burst, all found; B led ${ledAfter} ms after the kill`);
    // No job was done twice, and the books hold.
    const { rows: twice } = await sql.query("SELECT kind, ref FROM jobs WHERE status = 'done' AND attempts > 1");
    expect(twice).toEqual([]);
    const report = await fetch(`${b.api}/admin/audit`, { headers: { 'x-admin-token': ADMIN_TOKEN } }).then((r) => r.json());
    expect((report as { message: { ok: boolean } }).message.ok, JSON.stringify(report)).toBe(true);
  }, 120_000);
});
