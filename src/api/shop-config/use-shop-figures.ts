/**
 * The shop's current pricing figures and currency rates for the screens that apply or quote them.
 * Until the config has arrived (first paint, offline), the spec's defaults stand in; the server
 * prices every order itself, so a preview made with stale figures is corrected at checkout.
 *
 * The query client is the tree's own, or the app's one outside any provider: prices render on
 * every storefront page, including ones (and tests) mounted outside the providers.
 */
import { useQuery } from '@tanstack/react-query';
import { SPEC_CURRENCY_RATES, type CurrencyRates } from '../../domain/money';
import { DEFAULT_PRICING_RULES, type PricingRules } from '../../domain/pricing';
import { useAppQueryClient } from '../../lib/server-state';
import { clientConfigQuery } from './get-client-config';

export function usePricingRules(): PricingRules {
  return useQuery(clientConfigQuery(), useAppQueryClient()).data?.pricing ?? DEFAULT_PRICING_RULES;
}

export function useCurrencyRates(): CurrencyRates {
  return useQuery(clientConfigQuery(), useAppQueryClient()).data?.currencyRates ?? SPEC_CURRENCY_RATES;
}
