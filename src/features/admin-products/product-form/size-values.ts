/**
 * One size's row in the editor's Sizes table as the admin types it, checked with the API's own
 * contract (variantCreateBody, src/contracts/admin-products.ts) so the row refuses what the server
 * would, and turned into the JSON body of POST and PUT /admin/products/{id}/variants. As in the
 * product form, the price is typed in pounds ("12.50") and sent in pence.
 */
import { variantCreateBody, type VariantCreateBody } from '../../../contracts/admin-products';
import type { ProductVariant } from '../../../contracts/product';
import { parsePounds } from '../../../domain/money';
import { validateWith } from '../../../components/form/validate-with';
import { poundsOf, priceTextProblem } from './product-form-values';

export interface SizeValues extends Record<string, string> {
  name: string;
  sku: string;
  /** Pounds, as typed. */
  price: string;
  stock: string;
}

export const EMPTY_SIZE: SizeValues = { name: '', sku: '', price: '', stock: '' };

export function sizeValuesOf(size: ProductVariant): SizeValues {
  return { name: size.name, sku: size.sku, price: poundsOf(size.price), stock: String(size.stock) };
}

/** The JSON body; a stock that is not a whole number stays as typed for the contract to refuse. */
export function sizeBody(values: SizeValues): VariantCreateBody {
  const stock = values.stock.trim();
  return { name: values.name, sku: values.sku, price: parsePounds(values.price) ?? 0, stock: /^\d+$/.test(stock) ? Number(stock) : Number.NaN };
}

/** Only the fields that differ from the saved size, so an edit never sends back what another change moved. */
export function sizeChanges(size: ProductVariant, values: SizeValues): Partial<VariantCreateBody> {
  const body = sizeBody(values);
  return Object.fromEntries(Object.entries(body).filter(([field, value]) => size[field as keyof VariantCreateBody] !== value));
}

export const validateSize = validateWith<SizeValues>(variantCreateBody, {
  toInput: sizeBody,
  required: { name: 'Size name is required', sku: 'SKU is required', price: 'Price is required', stock: 'Stock is required' },
  extra: (values, price = priceTextProblem(values.price)) => ({
    ...(price ? { price } : {}),
    ...(values.stock.trim() && !/^\d+$/.test(values.stock.trim()) ? { stock: 'Stock must be a whole number of 0 or more' } : {}),
  }),
});
