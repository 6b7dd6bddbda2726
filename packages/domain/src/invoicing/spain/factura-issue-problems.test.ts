import { CommercialDocumentKind } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { findFacturaIssueProblems } from './factura-issue-problems.js';
import { makeFactura, makeIssueContext } from './test-factura.js';

const context = makeIssueContext();
const issuer = makeFactura().issuer;
const recipient = makeFactura().recipient!;
const line = makeFactura().lineItems[0]!;

describe('findFacturaIssueProblems: a complete invoice (RD 1619/2012 art. 6)', () => {
  it('a complete invoice with every value can be issued', () => {
    expect(findFacturaIssueProblems(makeFactura(), context)).toEqual([]);
  });

  it.each([
    ['the issuer’s NIF missing', { issuer: { ...issuer, nif: '' } }, 'issuer.nif', 'missing'],
    [
      'the issuer’s NIF wrong',
      { issuer: { ...issuer, nif: '12345678A' } },
      'issuer.nif',
      'invalid',
    ],
    ['the issuer’s name blank', { issuer: { ...issuer, name: '  ' } }, 'issuer.name', 'missing'],
    [
      'the issuer’s address without a city',
      { issuer: { ...issuer, address: { ...issuer.address, city: '' } } },
      'issuer.address',
      'missing',
    ],
    [
      'the recipient’s NIF wrong',
      { recipient: { ...recipient, nif: 'B12345675' } },
      'recipient.nif',
      'invalid',
    ],
    [
      'the recipient’s address missing',
      { recipient: { ...recipient, address: undefined } },
      'recipient.address',
      'missing',
    ],
    ['no line', { lineItems: [] }, 'line_items', 'missing'],
    [
      'a line without a description',
      { lineItems: [{ ...line, description: ' ' }] },
      'line_items',
      'missing',
    ],
    [
      'a line at 20 %, not a Spanish rate',
      { lineItems: [{ ...line, taxRate: 0.2 }] },
      'line_items[0].tax_rate',
      'invalid',
    ],
    [
      'a line without its rate',
      { lineItems: [{ ...line, taxRate: undefined }] },
      'line_items[0].tax_rate',
      'missing',
    ],
    [
      'a line at 0 % without its exemption',
      { lineItems: [{ ...line, taxRate: 0 }] },
      'exemption',
      'missing',
    ],
    ['an exemption with no line at 0 %', { exemption: 'E1' as const }, 'exemption', 'invalid'],
    ['19 % of IRPF', { irpfRate: 0.19 }, 'irpf_rate', 'invalid'],
    ['a date after today', { issueDate: '2026-03-11' }, 'issue_date', 'in_future'],
    [
      'a date before the last issued in the series',
      { issueDate: '2026-02-28' },
      'issue_date',
      'before_last_issued',
    ],
  ])('%s blocks it', (_what, overrides, field, reason) => {
    expect(findFacturaIssueProblems(makeFactura(overrides), context)).toEqual([{ field, reason }]);
  });

  it('the same date as the last issued one is fine (the order of the series is kept)', () => {
    expect(
      findFacturaIssueProblems(makeFactura(), makeIssueContext({ lastIssuedDate: '2026-03-10' })),
    ).toEqual([]);
  });

  it('a line at 0 % with its exemption (art. 20, E1) can be issued', () => {
    const factura = makeFactura({ lineItems: [{ ...line, taxRate: 0 }], exemption: 'E1' });
    expect(findFacturaIssueProblems(factura, context)).toEqual([]);
  });

  it('a recipient established in France is named by its own tax number', () => {
    const factura = makeFactura({
      recipient: {
        ...recipient,
        nif: 'FR44732829320',
        address: {
          street1: '1 rue de la Paix',
          postalCode: '75002',
          city: 'Paris',
          countryCode: 'FR',
        },
      },
    });
    expect(findFacturaIssueProblems(factura, context)).toEqual([]);
  });

  it('an empty invoice names every problem at once', () => {
    const factura = makeFactura({
      issuer: { nif: '', name: '' },
      recipient: undefined,
      lineItems: [],
    });
    expect(findFacturaIssueProblems(factura, context).map((problem) => problem.field)).toEqual([
      'issuer.name',
      'issuer.nif',
      'issuer.address',
      'recipient.name',
      'recipient.nif',
      'recipient.address',
      'line_items',
    ]);
  });
});

describe('findFacturaIssueProblems: IRPF withholding', () => {
  const consumer = { ...recipient, nif: '00000000T', name: 'Ana Pérez', isBusiness: false };

  it('a consumer is invoiced without withholding', () => {
    expect(
      findFacturaIssueProblems(makeFactura({ recipient: consumer, irpfRate: 0 }), context),
    ).toEqual([]);
  });

  it('withholding from a consumer is refused', () => {
    expect(
      findFacturaIssueProblems(makeFactura({ recipient: consumer, irpfRate: 0.15 }), context),
    ).toEqual([{ field: 'irpf_rate', reason: 'invalid' }]);
  });

  it.each([
    ['started this year', '2026-01-15', []],
    ['started two years before', '2024-12-31', []],
    ['started three years before', '2023-12-31', [{ field: 'irpf_rate', reason: 'invalid' }]],
  ])('7 %% from an activity that %s (%s)', (_what, start, problems) => {
    expect(
      findFacturaIssueProblems(
        makeFactura({ irpfRate: 0.07 }),
        makeIssueContext({ activityStartDate: start }),
      ),
    ).toEqual(problems);
  });
});

describe('findFacturaIssueProblems: a simplified invoice (art. 4 and 7)', () => {
  const simplified = (overrides = {}) =>
    makeFactura({
      simplified: true,
      recipient: undefined,
      irpfRate: 0,
      issuer: { nif: issuer.nif, name: issuer.name },
      lineItems: [{ ...line, unitPrice: 100_00n }],
      ...overrides,
    });
  const priced = (unitPrice: bigint) => [{ ...line, unitPrice }];

  it('needs neither the recipient nor the issuer’s address', () => {
    expect(findFacturaIssueProblems(simplified(), context)).toEqual([]);
  });

  it.each([
    ['400.00 € IVA included (330.58 € + 69.42 €)', 330_58n, []],
    [
      '400.01 € IVA included (330.59 € + 69.42 €)',
      330_59n,
      [{ field: 'simplified', reason: 'out_of_range' }],
    ],
  ])('totalling %s', (_what, unitPrice, problems) => {
    expect(findFacturaIssueProblems(simplified({ lineItems: priced(unitPrice) }), context)).toEqual(
      problems,
    );
  });

  it('a simplified rectificativa may exceed 400 € (art. 4.1.b)', () => {
    const factura = simplified({
      kind: CommercialDocumentKind.CREDIT_NOTE,
      lineItems: [{ ...line, quantity: -1, unitPrice: 1_000_00n }],
      rectified: { number: 'FS-2026-0001', issueDate: '2026-03-01', simplified: true },
    });
    expect(findFacturaIssueProblems(factura, context)).toEqual([]);
  });

  it('a business recipient must be identified by NIF and address (art. 7.2)', () => {
    const factura = simplified({ recipient: { ...recipient, address: undefined } });
    expect(findFacturaIssueProblems(factura, context)).toEqual([
      { field: 'recipient.address', reason: 'missing' },
    ]);
  });

  it('the issuer’s NIF is still required', () => {
    expect(
      findFacturaIssueProblems(simplified({ issuer: { nif: '', name: issuer.name } }), context),
    ).toEqual([{ field: 'issuer.nif', reason: 'missing' }]);
  });
});

describe('findFacturaIssueProblems: a rectificativa (art. 15)', () => {
  const rectificativa = (rectified?: { number: string; issueDate: string; simplified: boolean }) =>
    makeFactura({
      kind: CommercialDocumentKind.CREDIT_NOTE,
      lineItems: [{ ...line, quantity: -1 }],
      rectified,
    });

  it('referring to the invoice it corrects, it can be issued', () => {
    expect(
      findFacturaIssueProblems(
        rectificativa({ number: 'F-2026-0001', issueDate: '2026-02-01', simplified: false }),
        context,
      ),
    ).toEqual([]);
  });

  it('without the invoice it corrects, it is blocked', () => {
    expect(findFacturaIssueProblems(rectificativa(), context)).toEqual([
      { field: 'rectified.number', reason: 'missing' },
      { field: 'rectified.issue_date', reason: 'missing' },
    ]);
  });

  it('correcting an invoice dated after it is refused', () => {
    expect(
      findFacturaIssueProblems(
        rectificativa({ number: 'F-2026-0009', issueDate: '2026-03-11', simplified: false }),
        context,
      ),
    ).toEqual([{ field: 'rectified.issue_date', reason: 'invalid' }]);
  });
});

describe('findFacturaIssueProblems: a quote (presupuesto)', () => {
  it('needs its parties’ names and lines only', () => {
    const quote = makeFactura({
      kind: CommercialDocumentKind.QUOTE,
      issuer: { nif: '', name: issuer.name },
      recipient: { nif: '', name: 'Cliente', isBusiness: false },
      issueDate: '2026-12-01',
    });
    expect(findFacturaIssueProblems(quote, context)).toEqual([]);
  });

  it('without lines or recipient, it is blocked', () => {
    const quote = makeFactura({
      kind: CommercialDocumentKind.QUOTE,
      recipient: undefined,
      lineItems: [],
    });
    expect(findFacturaIssueProblems(quote, context)).toEqual([
      { field: 'recipient.name', reason: 'missing' },
      { field: 'line_items', reason: 'missing' },
    ]);
  });
});
