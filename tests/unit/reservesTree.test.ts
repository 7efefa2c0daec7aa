// The Merkle-sum tree of the proof of reserves (src/shared/reserves): for random sets of balances every
// user's proof verifies against the root and the root's sums are the totals; changing any balance,
// salt, user id, sibling or root makes the check fail at the step it names; a negative balance cannot
// be written, and one smuggled in by a builder that wraps sums is caught by the users around it.
import { createHash, createHmac } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeAmounts, MAX_AMOUNT, textOfUnits, unitsOf } from '../../src/shared/reserves/amounts';
import { buildProof, type ReservesProof, verifyProof } from '../../src/shared/reserves/proof';
import { buildLevels, depthOf, type Level, leafLevel, nodeAt, rootOf, saltMaker, type TreeNode } from '../../src/shared/reserves/tree';

const CURRENCIES = ['USDT', 'BTC', 'ETH'];
const WIDTH = CURRENCIES.length;
const secret = new Uint8Array(32).fill(7);
const salt = saltMaker(secret);

/** Balances of 1 to 40 users in 3 currencies (units of 1e-8), from zero to 1e12 coins. */
const balanceSets = fc.array(fc.array(fc.bigInt({ min: 0n, max: 10n ** 20n }), { minLength: WIDTH, maxLength: WIDTH }), {
  minLength: 1,
  maxLength: 40,
});

interface World {
  users: Array<{ userId: number; salt: Uint8Array; balances: bigint[] }>;
  levels: Level[];
  root: TreeNode;
}

function world(sets: bigint[][]): World {
  const users = sets.map((balances, i) => ({ userId: 100001 + i, salt: salt(100001 + i), balances }));
  const levels = buildLevels(leafLevel(users, WIDTH), WIDTH);
  return { users, levels, root: rootOf(levels, WIDTH) };
}

function proofOf(w: World, index: number): ReservesProof {
  const { hash, sums } = w.root;
  return buildProof(
    {
      id: 1,
      root: Buffer.from(hash).toString('hex'),
      currencies: CURRENCIES,
      sums: sums.map(textOfUnits),
      leaf_count: w.users.length,
      position: 99,
      taken_at: 1_700_000_000,
    },
    { ...w.users[index], index },
    (level, position) => nodeAt(w.levels[level], position, WIDTH),
  );
}

const copy = (p: ReservesProof): ReservesProof => JSON.parse(JSON.stringify(p));
const failureOf = (p: unknown) => {
  const check = verifyProof(p);
  return check.included ? null : check.failure;
};
const bump = (amount: string) => textOfUnits((unitsOf(amount) ?? 0n) + 1n);
const flipHex = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);

describe('the proof-of-reserves tree', () => {
  it('hashes as documented: the salt is HMAC-SHA256(secret, user id), a leaf is H("leaf" ‖ salt ‖ id ‖ balances)', () => {
    const id = Buffer.alloc(8);
    id.writeBigUInt64BE(100002n);
    expect(Buffer.from(salt(100002)).toString('hex')).toBe(createHmac('sha256', Buffer.from(secret)).update(id).digest('hex'));
    const w = world([[1n, 2n, 3n]]);
    const expected = createHash('sha256')
      .update(
        Buffer.concat([
          Buffer.from('leaf'),
          Buffer.from(salt(100001)),
          Buffer.from([0, 0, 0, 0, 0, 1, 0x86, 0xa1]),
          encodeAmounts([1n, 2n, 3n]),
        ]),
      )
      .digest('hex');
    expect(Buffer.from(w.root.hash).toString('hex')).toBe(expected);
  });

  it('every user’s proof verifies against the root, and the root’s sums are the totals', () => {
    fc.assert(
      fc.property(balanceSets, (sets) => {
        const w = world(sets);
        for (let c = 0; c < WIDTH; c++) expect(w.root.sums[c]).toBe(sets.reduce((s, b) => s + b[c], 0n));
        for (let i = 0; i < sets.length; i++) {
          const proof = proofOf(w, i);
          expect(proof.path.length).toBe(depthOf(sets.length));
          expect(verifyProof(proof)).toEqual({ included: true });
          // The file survives JSON as is.
          expect(verifyProof(copy(proof))).toEqual({ included: true });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('changing any balance, the salt, the user id, any sibling or the root makes the check fail where it changed', () => {
    fc.assert(
      fc.property(balanceSets, fc.nat(), fc.nat({ max: WIDTH - 1 }), (sets, pick, currency) => {
        const w = world(sets);
        const index = pick % sets.length;
        const proof = proofOf(w, index);

        const balance = copy(proof);
        balance.leaf.balances[currency] = bump(balance.leaf.balances[currency]);
        expect(failureOf(balance)).toEqual({ step: 'leaf' });
        const salted = copy(proof);
        salted.leaf.salt = flipHex(salted.leaf.salt);
        expect(failureOf(salted)).toEqual({ step: 'leaf' });
        const someoneElse = copy(proof);
        someoneElse.leaf.user_id += 1;
        expect(failureOf(someoneElse)).toEqual({ step: 'leaf' });

        proof.path.forEach((_, k) => {
          const hash = copy(proof);
          hash.path[k].sibling_hash = flipHex(hash.path[k].sibling_hash);
          expect(failureOf(hash)).toEqual({ step: 'level', level: k + 1 });
          const sums = copy(proof);
          sums.path[k].sibling_sums[currency] = bump(sums.path[k].sibling_sums[currency]);
          expect(failureOf(sums)).toEqual({ step: 'level', level: k + 1 });
          const side = copy(proof);
          side.path[k].side = side.path[k].side === 'left' ? 'right' : 'left';
          expect(failureOf(side)).toEqual({ step: 'side', level: k + 1 });
        });

        const root = copy(proof);
        root.snapshot.root = flipHex(root.snapshot.root);
        expect(failureOf(root)).toEqual({ step: 'root' });
        const total = copy(proof);
        total.snapshot.sums[currency] = bump(total.snapshot.sums[currency]);
        expect(failureOf(total)).toEqual({ step: 'root' });
        if (proof.path.length > 0) {
          const shorter = copy(proof);
          shorter.path.pop();
          expect(failureOf(shorter)).toEqual({ step: 'index' });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a negative balance cannot be written, and a negative or out-of-range figure in a file is refused where it is', () => {
    expect(() => world([[1n, -1n, 0n]])).toThrow(RangeError);
    const w = world([
      [5n, 0n, 0n],
      [7n, 0n, 0n],
      [9n, 0n, 0n],
    ]);
    const negativeLeaf = proofOf(w, 0);
    negativeLeaf.leaf.balances[0] = '-0.00000005';
    expect(failureOf(negativeLeaf)).toEqual({ step: 'negative', level: 0 });
    const negativeSibling = proofOf(w, 0);
    negativeSibling.path[1].sibling_sums[0] = '-1';
    expect(failureOf(negativeSibling)).toEqual({ step: 'negative', level: 2 });
    const tooLarge = proofOf(w, 0);
    tooLarge.path[0].sibling_sums[0] = textOfUnits(MAX_AMOUNT + 1n);
    expect(failureOf(tooLarge)).toEqual({ step: 'negative', level: 1 });
    expect(failureOf({ format: 'something else' })?.step).toBe('file');
  });

  it('a negative balance smuggled in by a builder whose sums wrap around is caught by a user next to it', () => {
    // The cheat: a leaf of −x written as 2^128 − x, and every node's sums taken modulo 2^128, so the
    // root's total looks like the others' total less x: a debt of the platform's own hidden in a subtree.
    const wrap = (x: bigint) => ((x % (MAX_AMOUNT + 1n)) + MAX_AMOUNT + 1n) % (MAX_AMOUNT + 1n);
    const cheatLevels = (leaves: Level): Level[] => {
      const levels = [leaves];
      while (levels[levels.length - 1].count > 1) {
        const below = levels[levels.length - 1];
        const count = Math.ceil(below.count / 2);
        const hashes = new Uint8Array(count * 32);
        const sums: bigint[] = [];
        for (let i = 0; i < count; i++) {
          const l = nodeAt(below, 2 * i, WIDTH);
          const r = nodeAt(below, 2 * i + 1, WIDTH);
          const s = l.sums.map((x, c) => wrap(x + r.sums[c]));
          sums.push(...s);
          hashes.set(sha256(Buffer.concat([Buffer.from('node'), l.hash, encodeAmounts(l.sums), r.hash, encodeAmounts(r.sums)])), i * 32);
        }
        levels.push({ count, hashes, sums, sumBytes: encodeAmounts(sums) });
      }
      return levels;
    };
    fc.assert(
      fc.property(
        balanceSets.filter((s) => s.length >= 2),
        fc.nat(),
        (sets, pick) => {
          const victim = pick % sets.length;
          const others = sets.reduce((s, b, i) => (i === victim ? s : s + b[0]), 0n);
          fc.pre(others > 0n);
          const debt = 1n + (BigInt(pick) % others); // 0 < debt ≤ the others' total: the root's sum looks plausible
          const users = sets.map((balances, i) => ({
            userId: 100001 + i,
            salt: salt(100001 + i),
            balances: i === victim ? [wrap(-debt), ...balances.slice(1)] : balances,
          }));
          const levels = cheatLevels(leafLevel(users, WIDTH));
          const root = rootOf(levels, WIDTH);
          expect(root.sums[0]).toBe(others - debt);
          const w: World = { users, levels, root };
          const failures = users.map((_, i) => failureOf(proofOf(w, i)));
          expect(failures.some((f) => f?.step === 'negative')).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('amounts are read and written exactly, in units of 1e-8', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (units) => {
        expect(unitsOf(textOfUnits(units))).toBe(units);
      }),
    );
    expect(unitsOf('1.000000001')).toBeNull();
    expect(unitsOf('1e5')).toBeNull();
    expect(unitsOf('12.5')).toBe(1_250_000_000n);
  });
});
