// One user's proof of inclusion and its check. The same file is what the API gives, what the page
// downloads and what `npm run verify-reserves -- proof.json` reads:
//   snapshot: the published figures (root hash, sums per currency, leaf count, journal position)
//   leaf:     the user's id, index, salt and balances at the snapshot, and the leaf's hash
//   path:     for each level above the leaves, the sibling (side, hash, sums) and the node it gives
// The check recomputes the leaf and every node and says "included" or the first step that does not match.
import { bytesOfHex, hexOf, inRange, textOfUnits, unitsOf } from './amounts';
import { depthOf, HASH_BYTES, leafHash, levelSizes, PADDING_HASH, paddingNode, parentOf, type TreeNode } from './tree';

export const PROOF_FORMAT = 'kestrel-proof-of-reserves/1';

export interface ProofStep {
  /** The level of the node this step gives (1 = just above the leaves). */
  level: number;
  /** Where the sibling is: left of the path's node, or right of it. */
  side: 'left' | 'right';
  sibling_hash: string;
  sibling_sums: string[];
  /** The node of this level on the path, as the tree holds it. */
  hash: string;
  sums: string[];
}

export interface ReservesProof {
  format: typeof PROOF_FORMAT;
  snapshot: {
    id: number;
    root: string;
    currencies: string[];
    sums: string[];
    leaf_count: number;
    position: number;
    taken_at: number;
  };
  leaf: { user_id: number; index: number; salt: string; balances: string[]; hash: string };
  path: ProofStep[];
}

/** The first step that does not match; `level` counts from the leaves (0) to the root. */
export type ProofFailure =
  | { step: 'file'; detail: string }
  | { step: 'index' }
  | { step: 'negative'; level: number }
  | { step: 'leaf' }
  | { step: 'side'; level: number }
  | { step: 'level'; level: number }
  | { step: 'root' };

export type ProofCheck = { included: true } | { included: false; failure: ProofFailure };

/** Thrown while reading a field of the file. */
class FileProblem extends Error {}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const field = (o: Record<string, unknown>, key: string, where: string): unknown => {
  if (!(key in o)) throw new FileProblem(`${where}.${key} is missing`);
  return o[key];
};
const int = (x: unknown, where: string): number => {
  if (typeof x !== 'number' || !Number.isSafeInteger(x) || x < 0) throw new FileProblem(`${where} is not a whole number`);
  return x;
};
const hash = (x: unknown, where: string): Uint8Array => {
  const bytes = typeof x === 'string' ? bytesOfHex(x) : null;
  if (!bytes || bytes.length !== HASH_BYTES) throw new FileProblem(`${where} is not a 32-byte hex hash`);
  return bytes;
};
/** Amounts as units; a negative or too large one is read (the check says where it is), a malformed one is not. */
const amounts = (x: unknown, width: number, where: string): bigint[] => {
  if (!Array.isArray(x) || x.length !== width) throw new FileProblem(`${where} does not have ${width} amounts`);
  return x.map((a, i) => {
    const units = typeof a === 'string' ? unitsOf(a) : null;
    if (units === null) throw new FileProblem(`${where}[${i}] is not a decimal amount with at most 8 places`);
    return units;
  });
};
const sameSums = (a: bigint[], b: bigint[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Checks a proof file's content (parsed JSON) against itself and its snapshot's published root and sums. */
export function verifyProof(input: unknown): ProofCheck {
  const fail = (failure: ProofFailure): ProofCheck => ({ included: false, failure });
  try {
    if (!isObject(input) || input.format !== PROOF_FORMAT) throw new FileProblem(`format is not ${PROOF_FORMAT}`);
    const snap = field(input, 'snapshot', 'proof');
    const leaf = field(input, 'leaf', 'proof');
    const path = field(input, 'path', 'proof');
    if (!isObject(snap) || !isObject(leaf) || !Array.isArray(path)) throw new FileProblem('snapshot, leaf or path has the wrong shape');
    const currencies = field(snap, 'currencies', 'snapshot');
    if (!Array.isArray(currencies) || !currencies.every((c) => typeof c === 'string'))
      throw new FileProblem('snapshot.currencies is not a list');
    const width = currencies.length;
    const root = hash(field(snap, 'root', 'snapshot'), 'snapshot.root');
    const rootSums = amounts(field(snap, 'sums', 'snapshot'), width, 'snapshot.sums');
    const leafCount = int(field(snap, 'leaf_count', 'snapshot'), 'snapshot.leaf_count');
    const userId = int(field(leaf, 'user_id', 'leaf'), 'leaf.user_id');
    const index = int(field(leaf, 'index', 'leaf'), 'leaf.index');
    const salt = hash(field(leaf, 'salt', 'leaf'), 'leaf.salt');
    const balances = amounts(field(leaf, 'balances', 'leaf'), width, 'leaf.balances');
    const leafHashGiven = hash(field(leaf, 'hash', 'leaf'), 'leaf.hash');
    const steps = path.map((s, k) => {
      const where = `path[${k}]`;
      if (!isObject(s)) throw new FileProblem(`${where} is not a step`);
      const side = field(s, 'side', where);
      if (side !== 'left' && side !== 'right') throw new FileProblem(`${where}.side is not left or right`);
      return {
        side,
        sibling: {
          hash: hash(field(s, 'sibling_hash', where), `${where}.sibling_hash`),
          sums: amounts(field(s, 'sibling_sums', where), width, `${where}.sibling_sums`),
        },
        node: { hash: hash(field(s, 'hash', where), `${where}.hash`), sums: amounts(field(s, 'sums', where), width, `${where}.sums`) },
      };
    });

    const sizes = levelSizes(leafCount);
    if (index >= leafCount || steps.length !== depthOf(leafCount)) return fail({ step: 'index' });
    if (!balances.every(inRange)) return fail({ step: 'negative', level: 0 });
    let node: TreeNode = { hash: leafHash(salt, userId, balances), sums: balances };
    if (!sameBytes(node.hash, leafHashGiven)) return fail({ step: 'leaf' });
    for (let k = 0; k < steps.length; k++) {
      const level = k + 1;
      const { side, sibling, node: given } = steps[k];
      const position = Math.floor(index / 2 ** k);
      const isRightChild = position % 2 === 1;
      if (side !== (isRightChild ? 'left' : 'right')) return fail({ step: 'side', level });
      if (!sibling.sums.every(inRange) || !given.sums.every(inRange)) return fail({ step: 'negative', level });
      // Past the end of its level the sibling can only be the padding: zero sums.
      const siblingPosition = isRightChild ? position - 1 : position + 1;
      if (siblingPosition >= sizes[k] && (!sameBytes(sibling.hash, PADDING_HASH) || sibling.sums.some((x) => x !== 0n))) {
        return fail({ step: 'level', level });
      }
      let parent: TreeNode;
      try {
        parent = isRightChild ? parentOf(sibling, node) : parentOf(node, sibling);
      } catch {
        return fail({ step: 'negative', level });
      }
      if (!sameBytes(parent.hash, given.hash) || !sameSums(parent.sums, given.sums)) return fail({ step: 'level', level });
      node = parent;
    }
    if (!sameBytes(node.hash, root) || !sameSums(node.sums, rootSums)) return fail({ step: 'root' });
    return { included: true };
  } catch (error) {
    if (error instanceof FileProblem) return fail({ step: 'file', detail: error.message });
    throw error;
  }
}

/** The failure in plain English (the command-line verifier; the page says it in the user's language). */
export function describeFailure(f: ProofFailure): string {
  switch (f.step) {
    case 'file':
      return `not a proof file: ${f.detail}`;
    case 'index':
      return "the leaf's index or the path's length does not fit the snapshot's leaf count";
    case 'negative':
      return f.level === 0 ? 'the leaf holds a negative or out-of-range balance' : `level ${f.level}: a negative or out-of-range sum`;
    case 'leaf':
      return 'the leaf does not match: its hash is not what its user id, salt and balances give';
    case 'side':
      return `level ${f.level}: the sibling's side does not match the leaf's index`;
    case 'level':
      return `level ${f.level} does not match: the node is not what its two children give`;
    case 'root':
      return "the root does not match: the path does not end at the snapshot's published root and sums";
  }
}

/** A node as the file writes it. */
export const nodeText = (n: TreeNode) => ({ hash: hexOf(n.hash), sums: n.sums.map(textOfUnits) });

/**
 * The path of leaf `index` from a tree's stored nodes: `nodeAt(level, position)` gives a node that
 * exists (the padding past a level's end is added here).
 */
export function proofPath(
  nodeAt: (level: number, position: number) => TreeNode,
  leafCount: number,
  index: number,
  width: number,
): ProofStep[] {
  const sizes = levelSizes(leafCount);
  const steps: ProofStep[] = [];
  for (let k = 0; k < sizes.length - 1; k++) {
    const position = Math.floor(index / 2 ** k);
    const siblingPosition = position % 2 === 1 ? position - 1 : position + 1;
    const sibling = siblingPosition < sizes[k] ? nodeAt(k, siblingPosition) : paddingNode(width);
    const node = nodeAt(k + 1, Math.floor(position / 2));
    const s = nodeText(sibling);
    const n = nodeText(node);
    steps.push({
      level: k + 1,
      side: position % 2 === 1 ? 'left' : 'right',
      sibling_hash: s.hash,
      sibling_sums: s.sums,
      hash: n.hash,
      sums: n.sums,
    });
  }
  return steps;
}

/** A whole proof file: the snapshot's figures, the leaf and its path from the tree's nodes. */
export function buildProof(
  snapshot: ReservesProof['snapshot'],
  leaf: { userId: number; index: number; salt: Uint8Array; balances: bigint[] },
  nodeAt: (level: number, position: number) => TreeNode,
): ReservesProof {
  const width = snapshot.currencies.length;
  return {
    format: PROOF_FORMAT,
    snapshot,
    leaf: {
      user_id: leaf.userId,
      index: leaf.index,
      salt: hexOf(leaf.salt),
      balances: leaf.balances.map(textOfUnits),
      hash: hexOf(leafHash(leaf.salt, leaf.userId, leaf.balances)),
    },
    path: proofPath(nodeAt, snapshot.leaf_count, leaf.index, width),
  };
}
