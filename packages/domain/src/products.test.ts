import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SPANISH_PRODUCT,
  isSpanishProduct,
  parseSpanishProduct,
  SPANISH_PRODUCTS,
} from './products.js';

describe('Spanish products', () => {
  it('are alta_autónomo and autónomo_pro, autónomo_pro by default', () => {
    expect(SPANISH_PRODUCTS).toEqual(['alta_autónomo', 'autónomo_pro']);
    expect(DEFAULT_SPANISH_PRODUCT).toBe('autónomo_pro');
  });

  it.each([
    ['alta_autónomo', true],
    ['autónomo_pro', true],
    ['autonomo_pro', false],
    ['AUTÓNOMO_PRO', false],
    ['', false],
  ])('isSpanishProduct(%s) is %s', (value, expected) => {
    expect(isSpanishProduct(value)).toBe(expected);
  });

  it.each([
    ['the exact id', 'autónomo_pro', 'autónomo_pro'],
    ['the id without the accent', 'autonomo_pro', 'autónomo_pro'],
    ['the id in capitals without the accent', 'ALTA_AUTONOMO', 'alta_autónomo'],
    ['the id with surrounding spaces', ' alta_autónomo ', 'alta_autónomo'],
  ])('parseSpanishProduct reads %s (%s)', (_title, value, product) => {
    expect(parseSpanishProduct(value)).toBe(product);
  });

  it.each([['gold_plan'], ['autonomo'], [''], [undefined]])(
    'parseSpanishProduct: %s is no product',
    (value) => {
      expect(parseSpanishProduct(value)).toBeUndefined();
    },
  );
});
