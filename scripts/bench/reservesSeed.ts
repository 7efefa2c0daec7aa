// Seeds the proof-of-reserves benchmark (scripts/bench/reserves.mjs): a fresh database in DATA_DIR with
// USERS real users, each holding three currencies (USDT in funding, BTC in spot, ETH in contract), each
// credited by one balanced journal entry as a deposit would be; and a session for the first of them,
// written to DATA_DIR/bench-token (the benchmark asks for that user's proof).
//   tsx scripts/bench/reservesSeed.ts <dataDir> <users>
import fs from 'node:fs';
import path from 'node:path';
import { createServer } from '../../server/app';
import { EXTERNAL_ID, pocket, post } from '../../server/core/ledger';
import { createSession } from '../../server/core/security';
import { createUser } from '../../server/core/users';

const [dataDir, total = '100000'] = process.argv.slice(2);
const USERS = Number(total);
const BATCH = 1000;
const [USDT, BTC, ETH] = [1, 2, 3];

const server = await createServer({
  dataDir,
  reading: 'B',
  base64: false,
  mode: 'production',
  adminToken: 'bench',
  h5Demo: false,
  log: false,
  market: { autoStart: false },
});
const { db } = server;
let first = 0;
for (let done = 0; done < USERS; ) {
  await db.transaction(async () => {
    for (let i = 0; i < BATCH && done < USERS; i++, done++) {
      const user = await createUser(db, { password_hash: null, account_type: 'real' });
      first ||= user.id;
      // Amounts vary by user so no two leaves hold the same.
      const usdt = `${100 + (done % 9973)}.${String(done % 100).padStart(2, '0')}`;
      const btc = `0.${String(1 + (done % 99_999)).padStart(8, '0')}`;
      const eth = `${1 + (done % 7)}.${String(done % 1000).padStart(3, '0')}`;
      await post(db, {
        kind: 'deposit',
        ref: `bench:${user.id}`,
        legs: [
          { account: EXTERNAL_ID, currency: USDT, amount: `-${usdt}` },
          { account: pocket(user.id, 'legal'), currency: USDT, amount: usdt },
          { account: EXTERNAL_ID, currency: BTC, amount: `-${btc}` },
          { account: pocket(user.id, 'change'), currency: BTC, amount: btc },
          { account: EXTERNAL_ID, currency: ETH, amount: `-${eth}` },
          { account: pocket(user.id, 'lever'), currency: ETH, amount: eth },
        ],
      });
    }
  });
}
fs.writeFileSync(path.join(dataDir, 'bench-token'), await createSession(db, first));
await server.close();
console.log(`seeded ${USERS} users`);
