/**
 * The cache keys of the catalogue's server reads (public, so they survive sign-out). The whole
 * catalogue is not among them: the products store in IndexedDB owns it and works offline.
 */
import type { CatalogueRequest } from '../../../contracts/catalogue-query';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  featured: () => [...catalogueKeys.all, 'featured'] as const,
  /** The whole catalogue as the server rendered it (the products store owns it once it has read IndexedDB). */
  overview: () => [...catalogueKeys.all, 'overview'] as const,
  page: (query: CatalogueRequest) => [...catalogueKeys.all, 'page', query] as const,
  product: (idOrSlug: string) => [...catalogueKeys.all, 'product', idOrSlug] as const,
};
