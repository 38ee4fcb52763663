/**
 * How each card brand src/domain/card-brand detects is written on the card form. A Record over
 * the brand type, so a brand added there fails the type check here until it has a name.
 */
import type { CardBrand } from '../../domain/card-brand';

export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  verve: 'Verve',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  dinersclub: 'Diners Club',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
  interac: 'Interac',
  unknown: 'Unknown card',
};
