import { CommercialDocumentKind } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { findIssueProblems, type IssueContext } from './issue-problems.js';
import { makeContent, makeSeller } from './test-content.js';

const FR: IssueContext = {
  country: 'FR',
  hasShareCapital: true,
  today: '2026-03-10',
  lastIssuedDate: undefined,
};
const UK: IssueContext = { ...FR, country: 'UK', hasShareCapital: false };

describe('what blocks issuing a French invoice', () => {
  it('a complete SASU invoice to a French business can be issued', () => {
    expect(findIssueProblems(makeContent(), makeSeller(), FR)).toEqual([]);
  });

  it("names the seller's missing mentions (art. 242 nonies A, R123-237, R123-238)", () => {
    const seller = makeSeller({
      companyName: ' ',
      address: { street1: '1 rue', city: 'Paris', countryCode: 'FR' },
      registrationNumber: '',
      register: '',
      legalForm: '',
      shareCapital: 0n,
      vatNumber: '',
    });
    expect(findIssueProblems(makeContent(), seller, FR)).toEqual([
      { field: 'seller.company_name', reason: 'missing' },
      { field: 'seller.address', reason: 'missing' },
      { field: 'seller.registration_number', reason: 'missing' },
      { field: 'seller.register', reason: 'missing' },
      { field: 'seller.legal_form', reason: 'missing' },
      { field: 'seller.share_capital', reason: 'missing' },
      { field: 'seller.vat_number', reason: 'missing' },
    ]);
  });

  it('a SIREN with a wrong key is invalid', () => {
    expect(
      findIssueProblems(makeContent(), makeSeller({ registrationNumber: '552100555' }), FR),
    ).toEqual([{ field: 'seller.registration_number', reason: 'invalid' }]);
  });

  it('a micro-entrepreneur under the franchise needs no VAT number nor share capital', () => {
    const seller = makeSeller({
      legalForm: 'EI',
      vatNumber: '',
      shareCapital: 0n,
      vatExempt: true,
      register: 'RNE',
    });
    expect(findIssueProblems(makeContent(), seller, { ...FR, hasShareCapital: false })).toEqual([]);
  });

  it('between businesses, the due date and the penalty rate are mandatory (L441-9, L441-10)', () => {
    const content = makeContent({ hasDueDate: false, dueDate: '', delayedInterestRate: 0 });
    expect(findIssueProblems(content, makeSeller(), FR)).toEqual([
      { field: 'due_date', reason: 'missing' },
      { field: 'delayed_interest_rate', reason: 'missing' },
    ]);
  });

  it('to a consumer, neither is', () => {
    const base = makeContent();
    const content = makeContent({
      hasDueDate: false,
      dueDate: '',
      delayedInterestRate: 0,
      customer: { ...base.customer!, isBusiness: false, registrationNumber: '' },
    });
    expect(findIssueProblems(content, makeSeller(), FR)).toEqual([]);
  });

  it("a French business customer's SIREN is required (décret 2022-1299), a foreign one's not", () => {
    const base = makeContent();
    const withoutSiren = { ...base.customer!, registrationNumber: '' };
    expect(findIssueProblems(makeContent({ customer: withoutSiren }), makeSeller(), FR)).toEqual([
      { field: 'customer.registration_number', reason: 'missing' },
    ]);
    const foreign = {
      ...withoutSiren,
      address: { street1: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', countryCode: 'ES' },
    };
    expect(findIssueProblems(makeContent({ customer: foreign }), makeSeller(), FR)).toEqual([]);
  });

  it("names the customer's missing name and address", () => {
    expect(findIssueProblems(makeContent({ customer: undefined }), makeSeller(), FR)).toEqual([
      { field: 'customer.company_name', reason: 'missing' },
      { field: 'customer.address', reason: 'missing' },
    ]);
  });

  it('no line, or a line without a description, blocks issuing', () => {
    expect(findIssueProblems(makeContent({ lineItems: [] }), makeSeller(), FR)).toEqual([
      { field: 'line_items', reason: 'missing' },
    ]);
    const blank = [{ description: ' ', quantity: 1, unitPrice: 1n, discountRate: 0 }];
    expect(findIssueProblems(makeContent({ lineItems: blank }), makeSeller(), FR)).toEqual([
      { field: 'line_items', reason: 'missing' },
    ]);
  });

  it('the date is not in the future nor before the last issued document of the series', () => {
    expect(
      findIssueProblems(
        makeContent({ invoiceDate: '2026-03-11', dueDate: '2026-04-11' }),
        makeSeller(),
        FR,
      ),
    ).toEqual([{ field: 'invoice_date', reason: 'in_future' }]);
    expect(
      findIssueProblems(makeContent(), makeSeller(), { ...FR, lastIssuedDate: '2026-03-11' }),
    ).toEqual([{ field: 'invoice_date', reason: 'before_last_issued' }]);
    expect(
      findIssueProblems(makeContent(), makeSeller(), { ...FR, lastIssuedDate: '2026-03-10' }),
    ).toEqual([]);
  });

  it.each([CommercialDocumentKind.QUOTE, CommercialDocumentKind.CREDIT_NOTE])(
    'a document of kind %s needs no payment terms',
    (kind) => {
      const content = makeContent({ kind, hasDueDate: false, dueDate: '', delayedInterestRate: 0 });
      expect(findIssueProblems(content, makeSeller(), FR)).toEqual([]);
    },
  );
});

describe('what blocks issuing a UK invoice', () => {
  const ukSeller = makeSeller({
    legalForm: 'LTD',
    address: {
      street1: '1 High Street',
      postalCode: 'SW1A 1AA',
      city: 'London',
      countryCode: 'GB',
    },
    registrationNumber: '12345678',
    vatNumber: 'GB123456789',
    register: '',
    shareCapital: 0n,
  });
  const base = makeContent();
  const ukContent = makeContent({
    language: 'en-gb',
    customer: {
      ...base.customer!,
      registrationNumber: '',
      address: {
        street1: '2 Low Road',
        postalCode: 'M1 1AA',
        city: 'Manchester',
        countryCode: 'GB',
      },
    },
  });

  it('a VAT-registered company prints its VAT and company numbers', () => {
    expect(findIssueProblems(ukContent, ukSeller, UK)).toEqual([]);
    expect(
      findIssueProblems(ukContent, { ...ukSeller, vatNumber: '', registrationNumber: '' }, UK),
    ).toEqual([
      { field: 'seller.registration_number', reason: 'missing' },
      { field: 'seller.vat_number', reason: 'missing' },
    ]);
  });

  it('a company not registered for VAT issues an invoice without VAT number', () => {
    expect(
      findIssueProblems(ukContent, { ...ukSeller, vatNumber: '', vatExempt: true }, UK),
    ).toEqual([]);
  });
});
