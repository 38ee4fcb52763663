// Browser-side test setup: an in-memory IndexedDB (for the idb-keyval storage adapter), the DOM
// matchers (toBeInTheDocument), and a clean DOM, storage and server-state cache between tests.
import 'fake-indexeddb/auto';
import './support/dom-matchers';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '../../src/lib/server-state';

// Lazy pages import their chunk on first render: on a loaded 2-core machine that alone can take
// more than Testing Library's default 1 s. A longer wait only costs time when a test fails.
configure({ asyncUtilTimeout: 20_000 });

// jsdom does not implement scrolling; the scroll manager and back-to-top only need it to exist.
window.scrollTo = (() => {}) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
});
