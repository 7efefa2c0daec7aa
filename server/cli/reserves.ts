// Admin commands: the proof of reserves.
import { reservesAdminCalls, type SnapshotFigures } from '../../src/contract/reserves';
import { type Command, command } from './command';

/** A snapshot's figures as lines for a person. */
export function figureLines(s: SnapshotFigures): string[] {
  return [
    `snapshot ${s.id}: ${s.status}${s.reason ? ` (${s.reason})` : ''}`,
    `  taken at ${new Date(s.taken_at * 1000).toISOString()}, journal position ${s.position ?? '-'}, ${s.leaf_count} accounts`,
    `  root ${s.root ?? '-'}`,
    ...s.reserves.map(
      (r) =>
        `  ${r.code.padEnd(6)} liabilities ${r.liabilities}, reserves ${r.reserves ?? (r.on_chain ? 'not read' : 'not on a chain the app reads')}` +
        `${r.ratio ? `, ratio ${r.ratio}` : ''}${r.unread_chains ? ` (${r.unread_chains} chain(s) not read)` : ''}`,
    ),
    ...s.chains.map(
      (c) =>
        `  chain ${c.chain_id} (${c.name}): ${c.status} at block ${c.block_number ?? '-'}, ${c.addresses} addresses, USDT ${c.total ?? '-'}`,
    ),
  ];
}

export const reservesCommands: Record<string, Command> = {
  'reserves-snapshot': {
    ...command(
      reservesAdminCalls.adminReservesSnapshot,
      'reserves-snapshot',
      'take a proof-of-reserves snapshot now and print its figures once published (exit code 1 if it failed)',
      () => ({}),
    ),
    print: (data) => {
      const figures = data as SnapshotFigures;
      return { text: figureLines(figures).join('\n'), failed: figures.status !== 'published' };
    },
  },
};
