/** Card brand from the number's prefix (docs/product/checkout.md#card-brand). */
export type CardBrand =
  | 'visa'
  | 'mastercard'
  | 'verve'
  | 'amex'
  | 'discover'
  | 'jcb'
  | 'dinersclub'
  | 'unionpay'
  | 'maestro'
  | 'interac'
  | 'unknown';

// Order matters: the more specific prefixes (Verve's 5060/6500 ranges, Maestro) come before the
// broad Mastercard/Discover ones they overlap.
const RULES: ReadonlyArray<[CardBrand, RegExp]> = [
  ['verve', /^(506(0|1)|507[89]|6500)/],
  ['interac', /^(4506|4724|4761)/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/],
  ['amex', /^3[47]/],
  ['dinersclub', /^3(0[0-5]|[689]|095)/],
  ['jcb', /^35(2[89]|[3-8])/],
  ['unionpay', /^62/],
  ['discover', /^(6011|64[4-9]|65)/],
  ['maestro', /^(5018|5020|5038|5893|6304|6759|676[1-3])/],
];

export function detectCardBrand(cardNumber: string): CardBrand {
  const digits = cardNumber.replace(/\D/g, '');
  if (!digits) return 'unknown';
  for (const [brand, prefix] of RULES) if (prefix.test(digits)) return brand;
  return 'unknown';
}
