/**
 * The one way an account screen reads from the API: load on mount (and when `key` changes),
 * ignore answers that arrive after the screen moved on, and offer `retry` for the error state.
 * `setData` lets a screen show the server's answer to a change (a cancelled order, a saved
 * address) without reading everything again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type RequestState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: null; error: unknown };

export interface Request<T> {
  state: RequestState<T>;
  retry: () => void;
  setData: (update: (current: T) => T) => void;
  /** Loads again without the loading state (after a change); a failure is the caller's to show. */
  refresh: () => Promise<void>;
}

export function useRequest<T>(key: string, load: () => Promise<T>): Request<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RequestState<T>>({ status: 'loading', data: null, error: null });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading', data: null, error: null });
    load().then(
      (data) => current && setState({ status: 'success', data, error: null }),
      (error: unknown) => current && setState({ status: 'error', data: null, error }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; `key` and `attempt` say when to load again.
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback(
    (update: (current: T) => T) =>
      setState((previous) => (previous.status === 'success' ? { status: 'success', data: update(previous.data), error: null } : previous)),
    [],
  );
  // The latest `load`, for refresh (kept in an effect: refs are not written during render).
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const refresh = useCallback(async () => {
    const data = await loadRef.current();
    setState({ status: 'success', data, error: null });
  }, []);
  return { state, retry, setData, refresh };
}
