import { CommercialDocumentKind } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import type { DocumentLine } from './document-content.js';
import { makeContent } from './test-content.js';
import {
  DOCUMENT_FIELD_MESSAGES as M,
  validateDocumentContent,
} from './validate-document-content.js';

const line = (overrides: Partial<DocumentLine>): DocumentLine => ({
  description: 'Item',
  quantity: 1,
  unitPrice: 100n,
  discountRate: 0,
  ...overrides,
});

describe('the content of a draft', () => {
  it('a complete invoice has no violation', () => {
    expect(validateDocumentContent(makeContent())).toEqual([]);
  });

  it('an empty draft of today can be saved: mentions are only required to issue', () => {
    expect(
      validateDocumentContent(
        makeContent({
          customer: undefined,
          hasDueDate: false,
          dueDate: '',
          iban: '',
          lineItems: [],
          language: '',
        }),
      ),
    ).toEqual([]);
  });

  it.each([
    ['2026-02-29', M.date],
    ['2026-13-01', M.date],
    ['10/03/2026', M.date],
    ['', M.required],
  ])('the date %s is refused (%s)', (invoiceDate, message) => {
    expect(validateDocumentContent(makeContent({ invoiceDate }))).toEqual([
      { field: 'content.invoice_date', message },
    ]);
  });

  it('a due date the day of the invoice is fine, the day before is not', () => {
    expect(validateDocumentContent(makeContent({ dueDate: '2026-03-10' }))).toEqual([]);
    expect(validateDocumentContent(makeContent({ dueDate: '2026-03-09' }))).toEqual([
      { field: 'content.due_date', message: M.dueBeforeInvoice },
    ]);
  });

  it('a due date is required with has_due_date and refused without it', () => {
    expect(validateDocumentContent(makeContent({ dueDate: '' }))).toEqual([
      { field: 'content.due_date', message: M.required },
    ]);
    expect(validateDocumentContent(makeContent({ hasDueDate: false }))).toEqual([
      { field: 'content.due_date', message: M.invalid },
    ]);
  });

  it.each([
    [0, true],
    [1, true],
    [0.055, true],
    [0.0001, true],
    [0.00001, false],
    [-0.0001, false],
    [1.0001, false],
    [Number.NaN, false],
  ])('a rate of %d is accepted: %s', (rate, accepted) => {
    const violations = validateDocumentContent(
      makeContent({
        taxRate: rate,
        delayedInterestRate: rate,
        lineItems: [line({ discountRate: rate, taxRate: rate })],
      }),
    );
    expect(violations.map((violation) => violation.field)).toEqual(
      accepted
        ? []
        : [
            'content.delayed_interest_rate',
            'content.tax_rate',
            'content.line_items[0].discount_rate',
            'content.line_items[0].tax_rate',
          ],
    );
  });

  it.each([
    [0.001, undefined],
    [1_000_000, undefined],
    [0.0005, M.quantity],
    [0, M.quantity],
    [1_000_000.001, M.quantity],
    [-1, M.negativeOnlyOnCreditNote],
  ])('on an invoice a quantity of %d gives %s', (quantity, message) => {
    expect(validateDocumentContent(makeContent({ lineItems: [line({ quantity })] }))).toEqual(
      message ? [{ field: 'content.line_items[0].quantity', message }] : [],
    );
  });

  it('negative quantities are allowed on a credit note only', () => {
    const lineItems = [line({ quantity: -2 })];
    expect(
      validateDocumentContent(makeContent({ kind: CommercialDocumentKind.CREDIT_NOTE, lineItems })),
    ).toEqual([]);
    expect(
      validateDocumentContent(makeContent({ kind: CommercialDocumentKind.QUOTE, lineItems })),
    ).toEqual([{ field: 'content.line_items[0].quantity', message: M.negativeOnlyOnCreditNote }]);
  });

  it('a unit price is from 0 to the limit', () => {
    const violations = validateDocumentContent(
      makeContent({
        lineItems: [
          line({ unitPrice: 0n }),
          line({ unitPrice: -1n }),
          line({ unitPrice: 1_000_000_001n }),
        ],
      }),
    );
    expect(violations).toEqual([
      { field: 'content.line_items[1].unit_price', message: M.amount },
      { field: 'content.line_items[2].unit_price', message: M.amount },
    ]);
  });

  it('at most 200 lines', () => {
    const lines = (count: number) => Array.from({ length: count }, () => line({}));
    expect(validateDocumentContent(makeContent({ lineItems: lines(200) }))).toEqual([]);
    expect(validateDocumentContent(makeContent({ lineItems: lines(201) }))).toEqual([
      { field: 'content.line_items', message: M.tooManyLines },
    ]);
  });

  it('texts are bounded and printable', () => {
    const violations = validateDocumentContent(
      makeContent({
        notes: 'x'.repeat(2_001),
        lineItems: [line({ description: 'a'.repeat(501) }), line({ description: 'bell\u0007' })],
      }),
    );
    expect(violations).toEqual([
      { field: 'content.line_items[0].description', message: M.tooLong },
      { field: 'content.line_items[1].description', message: M.invalid },
      { field: 'content.notes', message: M.tooLong },
    ]);
    expect(validateDocumentContent(makeContent({ notes: 'line one\nline two' }))).toEqual([]);
  });

  it('an IBAN must pass its check digits; spaces are fine', () => {
    expect(
      validateDocumentContent(makeContent({ iban: 'FR76 3000 6000 0112 3456 7890 189' })),
    ).toEqual([]);
    expect(validateDocumentContent(makeContent({ iban: 'FR7630006000011234567890188' }))).toEqual([
      { field: 'content.iban', message: M.iban },
    ]);
  });

  it("checks the customer's fields", () => {
    const base = makeContent();
    const violations = validateDocumentContent({
      ...base,
      customer: {
        ...base.customer!,
        id: 'not-a-uuid',
        email: 'nope',
        vatNumber: 'FR<script>',
        address: { countryCode: 'XX' },
      },
    });
    expect(violations).toEqual([
      { field: 'content.customer.id', message: M.invalid },
      { field: 'content.customer.address.country_code', message: M.invalid },
      { field: 'content.customer.email', message: M.email },
      { field: 'content.customer.vat_number', message: M.invalid },
    ]);
  });

  it('refuses an unknown kind, language or nature', () => {
    const violations = validateDocumentContent(
      makeContent({
        kind: CommercialDocumentKind.UNSPECIFIED,
        language: 'de-de',
        operationNature: 9 as never,
      }),
    );
    expect(violations.map((violation) => violation.field)).toEqual([
      'content.kind',
      'content.language',
      'content.operation_nature',
    ]);
  });
});
