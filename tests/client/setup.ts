// Browser-side test setup: an in-memory IndexedDB (for the idb-keyval storage adapter) and a
// clean DOM, storage and server-state cache between tests.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '../../src/lib/server-state';

// jsdom does not implement scrolling; the scroll manager and back-to-top only need it to exist.
window.scrollTo = (() => {}) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
});
