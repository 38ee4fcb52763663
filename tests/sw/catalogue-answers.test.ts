import { describe, expect, it } from 'vitest';
import { isKeptCatalogueAnswer, isWholeCatalogueRequest } from '../../sw/catalogue-answers';

const at = (path: string) => new URL(path, 'https://shop.test');

describe('catalogue answers the worker keeps', () => {
  it.each([
    '/api/v1/general/products?page=1&limit=1000',
    '/api/v1/general/products',
    '/api/v1/general/products?limit=1000&page=1&sort=newest',
  ])('leaves %s (the products store owns the whole catalogue) to the network', (path) => {
    expect(isWholeCatalogueRequest(at(path))).toBe(true);
    expect(isKeptCatalogueAnswer(at(path))).toBe(false);
  });

  it.each([
    '/api/v1/general/products?page=2&limit=12',
    '/api/v1/general/products?page=1&limit=12&category=face',
    '/api/v1/general/products?page=1&limit=1000&category=face',
    '/api/v1/general/products?page=1&limit=1000&search=oil',
    '/api/v1/general/products/featured',
    '/api/v1/general/products/rosehip-facial-oil',
  ])('keeps %s for offline', (path) => expect(isKeptCatalogueAnswer(at(path))).toBe(true));

  it.each(['/api/v1/general/config', '/api/v1/general/products/1/views', '/api/v1/user/orders', '/apiv1/general/products/1'])(
    'never keeps %s',
    (path) => expect(isKeptCatalogueAnswer(at(path))).toBe(false),
  );
});
