/**
 * How the four categories (docs/product/storefront.md#categories) are named and introduced on the storefront. Typed
 * against the contract so a new category fails the build here, without importing the zod schema
 * (which would pull zod into the pages).
 */
import type { ProductCategory } from '../../contracts/product';

export interface CategoryInfo {
  key: ProductCategory;
  label: string;
  /** One line under the name. */
  blurb: string;
}

export const CATEGORIES: Record<ProductCategory, CategoryInfo> = {
  face: { key: 'face', label: 'Face', blurb: 'Cleansers, oils and creams for a calm, balanced complexion.' },
  hair: { key: 'hair', label: 'Hair', blurb: 'Gentle washes and botanical treatments from scalp to ends.' },
  body: { key: 'body', label: 'Body', blurb: 'Balms, washes and butters that leave skin soft all day.' },
  accessories: { key: 'accessories', label: 'Accessories', blurb: 'Tools made to last, for rituals that slow you down.' },
};

export const CATEGORY_KEYS = Object.keys(CATEGORIES) as ProductCategory[];
