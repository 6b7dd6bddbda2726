/**
 * The bounds of what a document holds, so that one request, row or PDF stays
 * small: generous for a small company's quotes and invoices.
 */
export const DOCUMENT_LIMITS = {
  lineItems: 200,
  description: 500,
  notes: 2_000,
  name: 200,
  street: 200,
  postalCode: 20,
  city: 100,
  email: 254,
  registrationNumber: 30,
  vatNumber: 20,
  /** 1,000,000 units of anything. */
  quantity: 1_000_000,
  /** 10 million in minor units' currency (10^9 cents). */
  unitPrice: 1_000_000_000n,
  /** 500 KB: a logo printed a few centimetres wide. */
  logoBytes: 500 * 1024,
} as const;
