import { queryOptions } from '@tanstack/react-query';
import { getClientConfig } from '../../../api/shop-config/get-client-config';
import type { ClientConfig } from '../../../contracts/client-config';
import { checkoutKeys } from './checkout-keys';

export type PaymentConfig = ClientConfig['payments'];

/** Which card provider this shop uses, and Stripe's browser key when it is Stripe (the client config). */
export async function getPaymentConfig(): Promise<PaymentConfig> {
  return (await getClientConfig()).payments;
}

// A deployment does not switch providers while a page is open.
export const paymentConfigQuery = () =>
  queryOptions({ queryKey: checkoutKeys.paymentConfig, queryFn: getPaymentConfig, staleTime: Infinity });
