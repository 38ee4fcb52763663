import { describe, expect, it } from 'vitest';
import { findProducts, SEARCH_RESULTS } from '../../../../src/features/catalogue/search/find-products';
import { makeProduct } from '../../support/catalogue-fixtures';

const products = [
  makeProduct({ id: 'p1', name: 'Camellia Cleansing Balm', description: 'Melts make-up away.', ingredients: 'Camellia Oil, Shea Butter' }),
  makeProduct({ id: 'p2', name: 'Bamboo Paddle Hairbrush', description: 'A wide brush of bamboo pins.', ingredients: 'Bamboo' }),
  makeProduct({ id: 'p3', name: 'Body Oil', description: 'With bamboo extract for soft skin.', ingredients: 'Jojoba Oil' }),
  makeProduct({ id: 'p4', name: 'Scalp Serum', description: 'Calms the scalp.', ingredients: 'Bambusa Vulgaris Extract' }),
  makeProduct({ id: 'p5', name: 'Oat Balm', description: 'For dry hands.', ingredients: 'Oat Kernel Oil' }),
];

describe('the navigation search over the saved catalogue', () => {
  it('finds by name, description or ingredients, case-insensitive, with name matches first', () => {
    const answer = findProducts(products, 'BAMBOO');
    expect(answer.products.map((p) => p.name)).toEqual(['Bamboo Paddle Hairbrush', 'Body Oil']);
    expect(answer.total).toBe(2);
  });

  it('ranks a name that starts with the question, then a word of a name, then description and ingredients', () => {
    expect(findProducts(products, 'balm').products.map((p) => p.id)).toEqual(['p1', 'p5']); // both names have the word; ties by name
    expect(findProducts(products, 'oil').products.map((p) => p.id)).toEqual(['p3', 'p1', 'p5']);
    expect(findProducts(products, 'bambusa').products.map((p) => p.id)).toEqual(['p4']);
  });

  it('answers nothing for an empty question, and shows at most six of many', () => {
    expect(findProducts(products, '   ')).toEqual({ products: [], total: 0 });
    const many = Array.from({ length: 10 }, (_, i) => makeProduct({ id: `m${i}`, name: `Rose Mist ${i}` }));
    const answer = findProducts(many, 'rose');
    expect(answer.products).toHaveLength(SEARCH_RESULTS);
    expect(answer.total).toBe(10);
  });
});
