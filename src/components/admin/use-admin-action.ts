/**
 * Every back-office action (archive, reset a password, save, fulfil, refund) reports its result
 * in a toast (docs/product/storefront.md#shared-page-behaviour, top-right): the server's own sentence on success ("Customer
 * archived"), and on failure the server's message or the spec's fallback for that action
 * (section 8, e.g. 'Failed to archive customer'). Built on TanStack Query's mutations (decision
 * 0040), so the screen can show progress and refresh what the change touched.
 */
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toasts';
import type { ApiResult } from '../../lib/api-client';
import { apiErrorMessage } from '../../lib/api-error';

/** docs/product/constants-and-texts.md#toasts: toasts last 2, 3 or 10 s. A result is read in 3; a failure may need 10 to act on. */
export const RESULT_TOAST_MS = 3000;
export const FAILURE_TOAST_MS = 10_000;

/** What an action's API call answers: its data and the server's sentence about it (lib/api-client's unwrapResult). */
export type ActionResult<T> = ApiResult<T>;

interface AdminActionOptions<Input, T> {
  action: (input: Input) => Promise<ActionResult<T>>;
  /** The spec's fallback when the server gives no message. */
  failure: string;
  /** Used when the server answered without a sentence. */
  success?: string;
  /** After success, before the toast: refresh caches, navigate. */
  onDone?: (data: T, input: Input) => void | Promise<void>;
}

export function useAdminAction<Input = void, T = unknown>({ action, failure, success, onDone }: AdminActionOptions<Input, T>) {
  return useMutation({
    mutationFn: action,
    onSuccess: async (result, input) => {
      await onDone?.(result.data, input);
      toast.success(result.message || success || 'Done', { duration: RESULT_TOAST_MS });
    },
    onError: (error) => {
      toast.error(apiErrorMessage(error, failure), { duration: FAILURE_TOAST_MS });
    },
  });
}
