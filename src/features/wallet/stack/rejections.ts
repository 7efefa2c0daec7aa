// What the person refused in their wallet, and the message they see for it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../api';
import { t as translate } from '../../../shared/i18n';
import { toast } from '../../../shared/stores/ui';

/** A refusal by the person (wallet's "Reject"), anywhere in the error's cause chain. */
export function isRejected(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; e && i < 8; i++) {
    const x = e as { name?: string; code?: number; cause?: unknown };
    if (x.name === 'UserRejectedRequestError' || x.code === 4001) return true;
    e = x.cause;
  }
  return false;
}

/** wagmi's mutation (its mutation key) → the message for a rejection of it. */
const REJECTED: Record<string, string> = {
  connect: 'wallet.connectRejected',
  signMessage: 'wallet.signRejected',
  switchChain: 'wallet.switchRejected',
  writeContract: 'wallet.txRejected',
};

/** The server's message for a refused call, or a general one. */
export function errorText(err: unknown): string {
  return err instanceof ApiError ? err.message : translate('wallet.failed');
}

/**
 * A clear message for a connection, signature, network switch or transaction the person rejected:
 * wagmi runs them as mutations of the shared query client, so one subscription sees them all.
 */
export function useRejectionToasts(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const key = String(event.mutation.options.mutationKey?.[0] ?? '');
        if (isRejected(event.action.error) && REJECTED[key]) toast(translate(REJECTED[key]));
        else if (key === 'connect') toast(translate('wallet.connectFailed'));
      }),
    [client],
  );
}
