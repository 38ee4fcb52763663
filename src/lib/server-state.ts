/**
 * The one way the client loads server data: TanStack Query (decision 0040). One cache for the
 * whole app, so a screen opened twice, or two screens asking the same thing, share one call and
 * one answer, and a change can update or refresh what every screen shows.
 *
 * Defaults keep the behaviour the screens had before: a failed read shows its error with Retry at
 * once (no silent retries behind a spinner), and returning to a tab does not refetch by surprise.
 * The catalogue itself is not kept here: the products store in IndexedDB owns it (docs/architecture.md#one-owner-per-kind-of-data).
 */
import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import type { SessionRole } from './session-registry';

/** Answers younger than this are shown without asking again (navigating back, a second screen). */
const FRESH_MS = 30_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: FRESH_MS },
  },
});

/**
 * The query client of the tree being rendered, or the app's one client outside any provider (the
 * error screens, tests that mount a component alone). On the server each page renders with a
 * client of its own that holds the page's embedded answers (decision 0101), so hooks that must
 * work outside the providers still read what the page was rendered from.
 */
export function useAppQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? queryClient;
}

/**
 * The first element of every query key that holds one person's data. Keys start with it
 * (`[privateScope('customer'), 'orders', tab]`) so signing out can forget all of it at once.
 */
export function privateScope(role: SessionRole): `${SessionRole}-private` {
  return `${role}-private`;
}

/** Drops every cached answer that belonged to that session, so the next person never sees it. */
export function forgetPrivateData(role: SessionRole): void {
  queryClient.removeQueries({ queryKey: [privateScope(role)] });
}
