import { describe, expect, it } from 'vitest';
import { toFormFieldPath } from './server-field-path.js';

describe('a server field violation lands on its form field', () => {
  it.each([
    ['content.line_items[1].discount_rate', 'lineItems.1.discountPercent'],
    ['line_items.0.quantity', 'lineItems.0.quantity'],
    ['content.delayed_interest_rate', 'delayedInterestPercent'],
    ['content.tax_rate', 'taxPercent'],
    ['content.customer.address.postal_code', 'customer.postalCode'],
    ['customer.companyName', 'customer.companyName'],
    ['content.due_date', 'dueDate'],
  ])('%s is %s', (server, form) => {
    expect(toFormFieldPath(server)).toBe(form);
  });
});
