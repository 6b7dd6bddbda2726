/** The Spanish billing products (spec 02 §1). */
export const SPANISH_PRODUCTS = ['alta_autónomo', 'autónomo_pro'] as const;
export type SpanishProduct = (typeof SPANISH_PRODUCTS)[number];

/** The product a Spanish order gets when /create-customer names none. */
export const DEFAULT_SPANISH_PRODUCT: SpanishProduct = 'autónomo_pro';

export function isSpanishProduct(value: string): value is SpanishProduct {
  return SPANISH_PRODUCTS.includes(value as SpanishProduct);
}

/**
 * Reads the `product` query parameter; accepts the ids with or without the
 * accent on the o, since links typed by hand often lose it.
 */
export function parseSpanishProduct(value: string | undefined): SpanishProduct | undefined {
  if (!value) return undefined;
  const normalised = value.trim().toLowerCase().replace('autonomo', 'autónomo');
  return isSpanishProduct(normalised) ? normalised : undefined;
}
