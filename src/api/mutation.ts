// Calls that change something, kept apart from the queries: the first screen reads but never writes,
// so react-query's mutation code loads with the first page that has a form.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnyCall, ReqOf, ResOf } from '../contract/define';
import { api } from './index';
import { callKey } from './query';

interface MutationExtras<C extends AnyCall, Context> {
  /** Calls whose queries are stale once this one succeeded (or failed: an optimistic change is undone). */
  invalidates?: readonly AnyCall[];
  /** Toast business errors (default false: a form shows them at its fields). */
  toast?: boolean;
  /** Before the call: an optimistic change; what it returns comes back to onError to undo it. */
  onMutate?(params: ReqOf<C>): Context | Promise<Context>;
  onSuccess?(data: ResOf<C>, params: ReqOf<C>): void;
  onError?(error: Error, params: ReqOf<C>, context: Context | undefined): void;
}

/** A call that changes something; once it settles every query of `invalidates` is refetched. */
export function useCallMutation<C extends AnyCall, Context = unknown>(
  call: C,
  { invalidates = [], toast = false, onMutate, onSuccess, onError }: MutationExtras<C, Context> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<ResOf<C>, Error, ReqOf<C>, Context>({
    mutationFn: (params) => api(call, params, { quiet: !toast }),
    onMutate,
    onSuccess: (data, params) => onSuccess?.(data, params),
    onError: (error, params, context) => onError?.(error, params, context),
    onSettled: () => {
      for (const other of invalidates) void queryClient.invalidateQueries({ queryKey: callKey(other) });
    },
  });
}
