/**
 * The shop's current pricing figures and currency rates for the screens that apply or quote them.
 * Until the config has arrived (first paint, offline), the spec's defaults stand in; the server
 * prices every order itself, so a preview made with stale figures is corrected at checkout.
 *
 * The query client is the tree's own, or the app's one outside any provider: prices render on
 * every storefront page, including ones (and tests) mounted outside the providers.
 */
import { hashKey, useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { SPEC_CURRENCY_RATES, type CurrencyRates } from '../../domain/money';
import { DEFAULT_PRICING_RULES, type PricingRules } from '../../domain/pricing';
import { useAppQueryClient } from '../../lib/server-state';
import { clientConfigQuery } from './get-client-config';

const useClientConfig = () => useQuery(clientConfigQuery(), useAppQueryClient());
const CONFIG_KEY = clientConfigQuery().queryKey;
const CONFIG_HASH = hashKey(CONFIG_KEY);
export function usePricingRules(): PricingRules {
  return useClientConfig().data?.pricing ?? DEFAULT_PRICING_RULES;
}

/** Keeps the config fetched and fresh: RootLayout calls it once for every screen. */
export function useShopFiguresKeptFresh(): void {
  useClientConfig();
}

/**
 * The rates as the cache holds them, read without a query observer of its own: every price on a
 * page reads them (forty on the shop page), and an observer each meant forty subscriptions and
 * forty stale timers set up in one task as the page started (docs/decisions/0290). The config is
 * embedded in every server-rendered page and kept fresh by useShopFiguresKeptFresh.
 */
export function useCurrencyRates(): CurrencyRates {
  const client = useAppQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe((event) => event.query.queryHash === CONFIG_HASH && onChange()),
    [client],
  );
  const read = () => client.getQueryData(CONFIG_KEY);
  return useSyncExternalStore(subscribe, read, read)?.currencyRates ?? SPEC_CURRENCY_RATES;
}
