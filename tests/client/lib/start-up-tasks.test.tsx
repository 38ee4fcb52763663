/**
 * Start-up in short tasks (docs/decisions/0290): a persisted store's read reaches its readers as a
 * transition, matching the server's HTML while the page hydrates; prices read the currency rates
 * without a query observer each; start-up's steps run in tasks of their own.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCurrencyRates } from '../../../src/api/shop-config/use-shop-figures';
import { clientConfigQuery } from '../../../src/api/shop-config/get-client-config';
import { SPEC_CURRENCY_RATES } from '../../../src/domain/money';
import { inNextTask } from '../../../src/lib/next-task';
import { hydrationEnds } from '../../../src/lib/use-after-hydration';
import { useHydrated, type PersistedStore } from '../../../src/lib/use-hydrated';
import { hydrateServerHtml } from '../support/hydrate';

/** A persisted store as zustand's persist middleware presents it, read or not as the test says. */
function fakeStore(read: boolean) {
  const listeners = new Set<() => void>();
  const store: PersistedStore & { finishReading: () => void } = {
    persist: {
      hasHydrated: () => read,
      onFinishHydration: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    finishReading: () => {
      read = true;
      listeners.forEach((listener) => listener());
    },
  };
  return store;
}

describe('useHydrated', () => {
  afterEach(() => hydrationEnds());

  it('hydrates as the server rendered it even when the store has already been read, then turns true', async () => {
    const store = fakeStore(true);
    function Bag() {
      return <p>{useHydrated(store) ? '2 items' : 'bag'}</p>;
    }
    const { container, serverText, mismatches, unmount } = await hydrateServerHtml(<Bag />);
    expect(serverText).toBe('bag');
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('2 items');
    unmount();
  });

  it('is true from the first render for a component mounted once the store has been read', () => {
    const store = fakeStore(true);
    const seen: boolean[] = [];
    function Record() {
      seen.push(useHydrated(store));
      return null;
    }
    render(<Record />);
    expect(seen[0]).toBe(true);
  });

  it('turns true when a read still under way finishes', async () => {
    const store = fakeStore(false);
    function Bag() {
      return <p>{useHydrated(store) ? 'read' : 'reading'}</p>;
    }
    render(<Bag />);
    expect(screen.getByRole('paragraph').textContent).toBe('reading');
    await act(async () => store.finishReading());
    expect(screen.getByRole('paragraph').textContent).toBe('read');
  });
});

describe('useCurrencyRates', () => {
  function Rate() {
    return <p>{useCurrencyRates().EUR}</p>;
  }

  it('reads the cached config without an observer of its own, and follows it when it changes', async () => {
    const client = new QueryClient();
    const { queryKey } = clientConfigQuery();
    const config = (eur: number) => ({ currencyRates: { ...SPEC_CURRENCY_RATES, EUR: eur } }) as never;
    client.setQueryData(queryKey, config(1.11));
    render(
      <QueryClientProvider client={client}>
        <Rate />
        <Rate />
      </QueryClientProvider>,
    );
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['1.11', '1.11']);
    expect(client.getQueryCache().find({ queryKey })?.getObserversCount()).toBe(0);
    await act(async () => client.setQueryData(queryKey, config(1.2)));
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['1.2', '1.2']);
  });

  it('stands in the spec’s rates until the config has arrived', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Rate />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('paragraph').textContent).toBe(String(SPEC_CURRENCY_RATES.EUR));
  });
});

describe('inNextTask', () => {
  it('runs the step later, in a task of its own, not in the caller’s', async () => {
    const order: string[] = [];
    const ran = new Promise<void>((resolve) =>
      inNextTask(() => {
        order.push('step');
        resolve();
      }),
    );
    order.push('caller');
    await Promise.resolve();
    order.push('microtasks');
    await ran;
    expect(order).toEqual(['caller', 'microtasks', 'step']);
  });
});
