/**
 * useAfterHydration (src/lib/use-after-hydration.ts, docs/decisions/0200): false in the server's
 * HTML and while the browser hydrates it, so hydration matches and React keeps the server's HTML;
 * true right after; true at once where the browser renders the page itself or mounts a component
 * after the page has hydrated.
 */
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrationEnds, hydrationStarts, useAfterHydration } from '../../../src/lib/use-after-hydration';

function Who() {
  return <p>{useAfterHydration() ? 'Ada' : 'guest'}</p>;
}

describe('useAfterHydration', () => {
  afterEach(() => hydrationEnds());

  it('hydrates the server’s HTML as it is, then shows the device’s state', async () => {
    // (The test environment has a window, where the server has none: marking the hydration first
    // makes renderToString render what the server does.)
    hydrationStarts();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Who />);
    expect(container.textContent).toBe('guest');
    const mismatches: unknown[] = [];
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <Who />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('Ada');
    act(() => root.unmount());
  });

  it('is true from the first render on a page the browser renders itself', () => {
    const seen: boolean[] = [];
    function Record() {
      seen.push(useAfterHydration());
      return null;
    }
    render(<Record />);
    expect(seen[0]).toBe(true);
  });

  it('is true from the first render for a component mounted after the page hydrated', () => {
    hydrationStarts();
    hydrationEnds();
    const seen: boolean[] = [];
    function Record() {
      seen.push(useAfterHydration());
      return null;
    }
    render(<Record />);
    expect(seen[0]).toBe(true);
  });
});
