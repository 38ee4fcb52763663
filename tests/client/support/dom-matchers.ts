/**
 * `toBeInTheDocument()`, for the browser-side tests (registered in tests/client/setup.ts). A
 * presence check used to read `expect(screen.getByText(...)).toBeInTheDocument()`, which says nothing: the
 * query throws when nothing matches, and any element is truthy. This matcher names what is meant,
 * and fails by itself for a `queryBy…` answer of null or an element no longer attached to the page.
 * @testing-library/jest-dom offers the same matcher, but it is not installed, and one small matcher
 * is not worth a dependency (docs/decisions/0201-test-assertions-that-can-fail.md).
 */
import { prettyDOM } from '@testing-library/react';
import { expect } from 'vitest';

// The default of `T` is vitest's own declaration's (merged declarations may state it once).
declare module 'vitest' {
  interface Matchers<T> {
    /** The element is attached to the document (a `queryBy…` null fails). */
    toBeInTheDocument(): T;
  }
}

expect.extend({
  toBeInTheDocument(received: unknown) {
    const isNode = received instanceof Node;
    const pass = isNode && received.isConnected && received.ownerDocument === document;
    const what = received === null ? 'null' : isNode ? (prettyDOM(received as Element, 400) || String(received)) : String(received);
    return {
      pass,
      message: () => (pass ? `expected the element not to be in the document:\n${what}` : `expected an element in the document, got ${what}`),
    };
  },
});
