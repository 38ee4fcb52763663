import { queryOptions } from '@tanstack/react-query';
import type { ApiEnvelope } from '../../contracts/envelope';
import type { SavedPaymentMethod } from '../../contracts/payment-methods';
import { customerApi, unwrap } from '../../lib/api-client';
import { paymentMethodKeys } from './payment-method-queries';

/** GET /user/payment-methods: the customer's saved cards (brand, last 4, expiry; never the number). */
export async function getPaymentMethods(): Promise<SavedPaymentMethod[]> {
  const { paymentMethods } = await unwrap(
    customerApi.get<ApiEnvelope<{ paymentMethods: SavedPaymentMethod[] }>>('/user/payment-methods'),
  );
  return paymentMethods;
}

export const paymentMethodsQuery = () => queryOptions({ queryKey: paymentMethodKeys.list(), queryFn: getPaymentMethods });
