// Property (issue 29, adversarial tests across areas): a model-based run (fast-check commands) in which
// three real accounts and a demo account act on the same objects through different areas' calls, on one
// real server in demo mode on a real local chain read through a node that answers null receipts when told
// to: artworks bought twice at once and bought while reserved, resold, cancelled and bought during an
// auction's payment window while the winner pays; follows stopped and copies taken over while the lead
// trader closes; one funding balance withdrawn, sold for dollars and transferred at once; the operator
// approving and rejecting at once; the withdrawal sender's rounds with null receipts; the clock moved
// across auction ends, payment windows and deadlines. After every command the auditor of the books holds
// and the model's expectations hold (crossCommands.ts); after every run the withdrawals are settled and
// every address holds on chain exactly what its completed withdrawals sent; at the end the books balance.
//
// `npm test` runs a fixed seed, briefly. `npm run test:cross` runs it longer with a random seed
// (CROSS_RUNS, CROSS_STEPS, CROSS_SEED to choose), and prints the seed and the number of commands run.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalsByCurrency } from '../../server/core/ledger';
import type { Decimal } from '../../src/shared/lib/decimal';
import { addTally, commands, tally } from './crossCommands';
import { createWorld, dbOf, decideAll, invariants, modelOf, settleWithdrawals, type World } from './crossWorld';
import { checkBooks } from './ledgerBooks';

const long = Boolean(process.env.CROSS_RANDOM);
const RUNS = Number(process.env.CROSS_RUNS ?? (long ? 20 : 6));
const STEPS = Number(process.env.CROSS_STEPS ?? (long ? 60 : 30));
const SEED = process.env.CROSS_SEED ? Number(process.env.CROSS_SEED) : long ? Math.floor(Math.random() * 2 ** 31) : 20261127;

let w: World;
let start: Map<number, Decimal>;
beforeAll(async () => {
  w = await createWorld();
  start = await totalsByCurrency(dbOf(w), { withoutExternal: true });
}, 120_000);
afterAll(async () => {
  await w?.stop();
});

describe('areas acting on the same objects at once', () => {
  it(
    'keep the books and every area’s promises: one owner, paid once, refusals change nothing',
    async () => {
      let ran = 0;
      let runs = 0;
      const began = Date.now();
      console.log(`cross-area property: seed ${SEED}, ${RUNS} runs of up to ${STEPS} commands`);
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: STEPS, size: 'max' }), async (cmds) => {
          const list = [...cmds];
          ran += list.length;
          runs += 1;
          const model = await modelOf(w);
          await fc.asyncModelRun(() => ({ model, real: w }), list);
          await settleWithdrawals(w);
          await invariants(w);
          addTally(model);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // Everything pending decided, the books balance (checkBooks counts no sale order's freeze: none is left).
      await decideAll(w);
      await checkBooks(dbOf(w), start);
      console.log(
        `cross-area property: seed ${SEED}, ${runs} runs, ${ran} commands in ${Math.round((Date.now() - began) / 1000)} s; tried: ${JSON.stringify(Object.fromEntries(tally))}`,
      );
      // The races happened (in the fixed seed's runs, each kind at least once).
      for (const what of ['payment window', 'withdraw, sell coin and transfer at once', 'sender round with null receipts'])
        expect(tally.get(what), what).toBeGreaterThan(0);
      expect(
        (tally.get('stop following while the trader closes') ?? 0) + (tally.get('take over while the trader closes') ?? 0),
      ).toBeGreaterThan(0);
      if (!long)
        for (const what of ['buy while reserved', 'two buy one artwork', 'approve and reject at once'])
          expect(tally.get(what), what).toBeGreaterThan(0);
    },
    long ? 24 * 3_600_000 : 180_000,
  );
});
