/**
 * One server read bound to a key: loads when the key changes, ignores answers to keys no longer
 * asked about, and keeps the previous answer on screen while the next one loads (a new page of
 * results dims rather than blanks). `dataKey` says which key `data` answers.
 */
import { useCallback, useEffect, useState } from 'react';

export interface Remote<T> {
  data: T | null;
  dataKey: string | null;
  error: unknown;
  /** The key the error belongs to. */
  errorKey: string | null;
  loading: boolean;
  retry: () => void;
}

interface RemoteState<T> {
  data: T | null;
  dataKey: string | null;
  error: unknown;
  errorKey: string | null;
  loadingKey: string | null;
}

export function useRemote<T>(key: string | null, load: (key: string) => Promise<T>): Remote<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState<T>>({
    data: null,
    dataKey: null,
    error: null,
    errorKey: null,
    loadingKey: key,
  });

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState((previous) => ({ ...previous, error: null, errorKey: null, loadingKey: key }));
    load(key).then(
      (data) => current && setState({ data, dataKey: key, error: null, errorKey: null, loadingKey: null }),
      (error: unknown) => current && setState((previous) => ({ ...previous, error, errorKey: key, loadingKey: null })),
    );
    return () => {
      current = false;
    };
    // `load` is deliberately left out: callers pass a fresh closure each render, and the key says
    // everything about what is being loaded.
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const settledForKey = state.dataKey === key || state.errorKey === key;
  return {
    data: state.data,
    dataKey: state.dataKey,
    error: state.errorKey === key ? state.error : null,
    errorKey: state.errorKey,
    loading: key !== null && (state.loadingKey === key || !settledForKey),
    retry,
  };
}
