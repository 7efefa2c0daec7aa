// Small pure helpers of the wallet feature, shared by its light entry (index.ts) and the stack.

/** WalletConnect project id from the build config; WalletConnect wallets are left out without one. */
export function walletConnectProjectId(): string {
  const id: unknown = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID;
  return typeof id === 'string' ? id.trim() : '';
}

/** A short form of an address or hash: 0x1234…abcd. */
export function shortHex(value: string, head = 6, tail = 4): string {
  return value.length > head + tail + 1 ? `${value.slice(0, head)}…${value.slice(-tail)}` : value;
}
