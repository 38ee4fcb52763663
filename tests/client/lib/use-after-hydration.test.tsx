/**
 * useAfterHydration (src/lib/use-after-hydration.ts, docs/decisions/0200): false in the server's
 * HTML and while the browser hydrates it, so hydration matches and React keeps the server's HTML;
 * true right after; true at once where the browser renders the page itself or mounts a component
 * after the page has hydrated.
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrationEnds, hydrationStarts, useAfterHydration } from '../../../src/lib/use-after-hydration';
import { hydrateServerHtml } from '../support/hydrate';

function Who() {
  return <p>{useAfterHydration() ? 'Ada' : 'guest'}</p>;
}

describe('useAfterHydration', () => {
  afterEach(() => hydrationEnds());

  it('hydrates the server’s HTML as it is, then shows the device’s state', async () => {
    const { container, serverText, mismatches, unmount } = await hydrateServerHtml(<Who />);
    expect(serverText).toBe('guest');
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('Ada');
    unmount();
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
