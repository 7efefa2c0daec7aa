// The Merkle-sum tree of a proof of reserves (liabilities side). SHA-256 from @noble/hashes: synchronous
// and the same bytes in Node and in the browser.
//
//   salt  = HMAC-SHA256(the snapshot's secret, user id as 8 bytes big-endian): given only to that user
//   leaf  = H("leaf" ‖ salt ‖ user id (8 bytes) ‖ balances)
//   node  = H("node" ‖ left hash ‖ left sums ‖ right hash ‖ right sums),  sums(node) = sums(left) + sums(right)
//   padding (the right neighbour of the last node of an odd level) = H("pad") with zero sums
//
// Balances and sums are amounts in units of 1e-8, one per currency in the snapshot's order, each
// written unsigned in 16 bytes (amounts.ts): a negative amount cannot be written. Both children's sums
// are inside the parent's hash, not only their total (the fix of the Maxwell–Todd flaw), so no one can
// present a subtree as holding less than the leaves under it do. The user id inside the leaf means two
// users can never be shown the same leaf.
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { AMOUNT_BYTES, encodeAmounts, MAX_AMOUNT, readAmounts, writeAmounts } from './amounts';

export const HASH_BYTES = 32;
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const LEAF_TAG = ascii('leaf');
const NODE_TAG = ascii('node');
/** The padding node's hash. */
export const PADDING_HASH = sha256(ascii('pad'));

/** One node: its hash and its sums (one per currency). */
export interface TreeNode {
  hash: Uint8Array;
  sums: bigint[];
}

/** One level of a tree, flat: node i's hash is hashes[32i…], its sums sums[width·i…] (and written, sumBytes). */
export interface Level {
  count: number;
  hashes: Uint8Array;
  sums: bigint[];
  sumBytes: Uint8Array;
}

export const paddingNode = (width: number): TreeNode => ({ hash: PADDING_HASH, sums: new Array<bigint>(width).fill(0n) });

/** The user id as 8 bytes big-endian. */
function userIdBytes(userId: number, out: Uint8Array, offset: number): void {
  if (!Number.isSafeInteger(userId) || userId < 0) throw new RangeError(`user id ${userId} cannot be written`);
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  view.setUint32(offset, Math.floor(userId / 2 ** 32));
  view.setUint32(offset + 4, userId % 2 ** 32);
}

/** The salts of one snapshot: salt(userId) = HMAC-SHA256(secret, user id as 8 bytes). */
export function saltMaker(secret: Uint8Array): (userId: number) => Uint8Array {
  const keyed = hmac.create(sha256, secret);
  const id = new Uint8Array(8);
  // The keyed state copied into one reused instance per salt (noble's _cloneInto: no new objects each time).
  let work: ReturnType<typeof keyed._cloneInto> | undefined;
  return (userId) => {
    userIdBytes(userId, id, 0);
    work = keyed._cloneInto(work);
    const salt = new Uint8Array(HASH_BYTES);
    work.update(id).digestInto(salt);
    return salt;
  };
}

/** H("leaf" ‖ salt ‖ user id ‖ balances); throws a RangeError on a balance that cannot be written. */
export function leafHash(salt: Uint8Array, userId: number, balances: readonly bigint[]): Uint8Array {
  const input = new Uint8Array(LEAF_TAG.length + HASH_BYTES + 8 + balances.length * AMOUNT_BYTES);
  input.set(LEAF_TAG, 0);
  input.set(salt, LEAF_TAG.length);
  userIdBytes(userId, input, LEAF_TAG.length + HASH_BYTES);
  writeAmounts(balances, input, LEAF_TAG.length + HASH_BYTES + 8);
  return sha256(input);
}

/** H("node" ‖ left hash ‖ left sums ‖ right hash ‖ right sums), the sums already written. */
function nodeHashOfBytes(lh: Uint8Array, ls: Uint8Array, rh: Uint8Array, rs: Uint8Array, input: Uint8Array): Uint8Array {
  let at = 0;
  for (const part of [NODE_TAG, lh, ls, rh, rs]) {
    input.set(part, at);
    at += part.length;
  }
  return sha256(input);
}

const nodeInput = (width: number) => new Uint8Array(NODE_TAG.length + 2 * (HASH_BYTES + width * AMOUNT_BYTES));

/** The parent of two nodes; throws a RangeError when a sum is negative or the parent's sum is out of range. */
export function parentOf(left: TreeNode, right: TreeNode): TreeNode {
  const width = left.sums.length;
  if (right.sums.length !== width) throw new RangeError('children of different widths');
  const sums = left.sums.map((x, i) => x + right.sums[i]);
  if (sums.some((x) => x > MAX_AMOUNT)) throw new RangeError('a sum is out of range');
  const hash = nodeHashOfBytes(left.hash, encodeAmounts(left.sums), right.hash, encodeAmounts(right.sums), nodeInput(width));
  return { hash, sums };
}

/** The number of nodes on each level, leaves first, up to the root's level (one node; none for no leaves). */
export function levelSizes(leafCount: number): number[] {
  const sizes = [leafCount];
  for (let n = leafCount; n > 1; ) {
    n = Math.ceil(n / 2);
    sizes.push(n);
  }
  return sizes;
}

/** Levels above the leaves: the length of every proof's path. */
export const depthOf = (leafCount: number): number => levelSizes(leafCount).length - 1;

/** The leaves' level from each user's id, salt and balances (in this order: index = position). */
export function leafLevel(leaves: ReadonlyArray<{ userId: number; salt: Uint8Array; balances: readonly bigint[] }>, width: number): Level {
  const count = leaves.length;
  const stride = width * AMOUNT_BYTES;
  const hashes = new Uint8Array(count * HASH_BYTES);
  const sumBytes = new Uint8Array(count * stride);
  const sums: bigint[] = new Array(count * width);
  // One input, rewritten per leaf: "leaf" ‖ salt ‖ user id ‖ balances (as leafHash writes it).
  const at = { salt: LEAF_TAG.length, id: LEAF_TAG.length + HASH_BYTES, balances: LEAF_TAG.length + HASH_BYTES + 8 };
  const input = new Uint8Array(at.balances + stride);
  input.set(LEAF_TAG, 0);
  for (let i = 0; i < count; i++) {
    const { userId, salt, balances } = leaves[i];
    if (balances.length !== width) throw new RangeError(`leaf ${i} has ${balances.length} balances, not ${width}`);
    if (salt.length !== HASH_BYTES) throw new RangeError(`leaf ${i}'s salt is not ${HASH_BYTES} bytes`);
    input.set(salt, at.salt);
    userIdBytes(userId, input, at.id);
    writeAmounts(balances, input, at.balances);
    hashes.set(sha256(input), i * HASH_BYTES);
    sumBytes.set(input.subarray(at.balances), i * stride);
    for (let c = 0; c < width; c++) sums[i * width + c] = balances[c];
  }
  return { count, hashes, sums, sumBytes };
}

/** The level above `below` (its last node paired with the padding when it has an odd count). */
export function levelAbove(below: Level, width: number): Level {
  const count = Math.ceil(below.count / 2);
  const stride = width * AMOUNT_BYTES;
  const hashes = new Uint8Array(count * HASH_BYTES);
  const sums: bigint[] = new Array(count * width);
  const zeros = new Uint8Array(stride);
  const input = nodeInput(width);
  for (let i = 0; i < count; i++) {
    const l = 2 * i;
    const r = l + 1;
    const hasRight = r < below.count;
    for (let c = 0; c < width; c++) sums[i * width + c] = below.sums[l * width + c] + (hasRight ? below.sums[r * width + c] : 0n);
    const hash = nodeHashOfBytes(
      below.hashes.subarray(l * HASH_BYTES, (l + 1) * HASH_BYTES),
      below.sumBytes.subarray(l * stride, (l + 1) * stride),
      hasRight ? below.hashes.subarray(r * HASH_BYTES, (r + 1) * HASH_BYTES) : PADDING_HASH,
      hasRight ? below.sumBytes.subarray(r * stride, (r + 1) * stride) : zeros,
      input,
    );
    hashes.set(hash, i * HASH_BYTES);
  }
  const sumBytes = new Uint8Array(count * stride);
  // Throws on a sum out of range: the tree cannot be built.
  writeAmounts(sums, sumBytes);
  return { count, hashes, sums, sumBytes };
}

/** Every level from the leaves to the root's. */
export function buildLevels(leaves: Level, width: number): Level[] {
  const levels = [leaves];
  while (levels[levels.length - 1].count > 1) levels.push(levelAbove(levels[levels.length - 1], width));
  return levels;
}

/** Node `index` of a level (the padding past its end). */
export function nodeAt(level: Level, index: number, width: number): TreeNode {
  if (index >= level.count) return paddingNode(width);
  return {
    hash: level.hashes.slice(index * HASH_BYTES, (index + 1) * HASH_BYTES),
    sums: level.sums.slice(index * width, (index + 1) * width),
  };
}

/** The root of a built tree (the padding node for a tree without leaves). */
export function rootOf(levels: Level[], width: number): TreeNode {
  return nodeAt(levels[levels.length - 1], 0, width);
}

/** Node sums as stored: the written bytes back to amounts. */
export const sumsOfBytes = (bytes: Uint8Array, width: number): bigint[] => readAmounts(bytes, width);
