/** A product without a picture: the leaf stands in, named like the picture, or hidden where the picture would be decorative. */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from '../../../../src/features/catalogue/components/ProductImage';

const withoutPicture = { name: 'Rosehip Oil', image: null, images: [] };

describe('ProductImage without a picture', () => {
  it('names the stand-in like the picture', () => {
    const { container } = render(<ProductImage product={withoutPicture} sizes="100vw" />);
    const standIn = container.querySelector('[role="img"]');
    expect(standIn?.getAttribute('aria-label')).toBe('Rosehip Oil');
  });

  it('hides it where the picture would be decorative (a card with the name beside it)', () => {
    const { container } = render(<ProductImage product={withoutPicture} sizes="100vw" alt="" />);
    expect(container.querySelector('[role="img"]')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
