// Saves a proof as a JSON file (the same file `npm run verify-reserves -- <file>` reads).
import type { ReservesProof } from '../../shared/reserves/proof';

export const proofFileName = (proof: ReservesProof) => `kestrel-proof-${proof.snapshot.id}-${proof.leaf.user_id}.json`;

export function downloadProof(proof: ReservesProof): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(proof, null, 2)}\n`], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = proofFileName(proof);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
