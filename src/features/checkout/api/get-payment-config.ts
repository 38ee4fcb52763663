import { queryOptions } from '@tanstack/react-query';
import type { ClientConfig } from '../../../contracts/client-config';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { generalApi, unwrap } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

export type PaymentConfig = ClientConfig['payments'];

/** GET /general/config: which card provider this shop uses, and Stripe's browser key when it is Stripe. */
export async function getPaymentConfig(): Promise<PaymentConfig> {
  const config = await unwrap(generalApi.get<ApiEnvelope<ClientConfig>>('/general/config'));
  return config.payments;
}

// A deployment does not switch providers while a page is open.
export const paymentConfigQuery = () =>
  queryOptions({ queryKey: checkoutKeys.paymentConfig, queryFn: getPaymentConfig, staleTime: Infinity });
