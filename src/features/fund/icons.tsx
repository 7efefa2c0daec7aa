// The fund area's line icons (24 × 24, currentColor), decorative: their buttons and links carry the name.

/** The four money actions on the assets card, in their order. */
export const ACTIONS = [
  { name: 'deposit', to: '/pages/fund/select' },
  { name: 'withdraw', to: '/pages/fund/withdraw' },
  { name: 'transfer', to: '/pages/fund/transfer' },
  { name: 'convert', to: '/pages/fund/fundTransfer' },
] as const;
export type ActionName = (typeof ACTIONS)[number]['name'];

const PATHS: Record<ActionName, string> = {
  deposit: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  withdraw: 'M12 20V9M7 14l5-5 5 5M5 4h14',
  transfer: 'M4 8h15l-4-4M20 16H5l4 4',
  convert: 'M20 11a8 8 0 0 0-14.3-4.9L4 8M4 4v4h4M4 13a8 8 0 0 0 14.3 4.9L20 16M20 20v-4h-4',
};
/** ⇅: the from and to accounts, one above the other, change places. */
const SWAP = 'M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4';

function Icon({ d, size = 22 }: { d: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const ActionIcon = ({ name }: { name: ActionName }) => <Icon d={PATHS[name]} />;

/** ⇅ on the transfer page's swap button. */
export const SwapIcon = ({ size = 18 }: { size?: number }) => <Icon d={SWAP} size={size} />;

/** ⇄ for a transfer (the trading pages' transfer link, the assets' Transfer action). */
export const TransferIcon = ({ size = 18 }: { size?: number }) => <Icon d={PATHS.transfer} size={size} />;

export function EyeIcon({ closed }: { closed: boolean }) {
  return (
    <Icon
      size={18}
      d={
        closed
          ? 'M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c5 0 9 6 9 6a16 16 0 0 1-2.6 3.2M6.3 7.4C4.2 9 3 12 3 12s4 6 9 6c1.6 0 3-.5 4.3-1.2M9.9 9.9a3 3 0 0 0 4.2 4.2'
          : 'M3 12s4-6 9-6 9 6 9 6-4 6-9 6-9-6-9-6zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z'
      }
    />
  );
}
