import { LegalForm, OrderStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { listHomeCards, type HomeCardsInput } from './home-cards.js';

const SASU: HomeCardsInput = {
  status: OrderStatus.AWAITING_CD,
  legalForm: LegalForm.SASU,
  flags: [],
  meBanking: false,
};
const ON = (name: string) => [{ name, enabled: true }];

describe('listHomeCards', () => {
  it('AWAITING_CD for a SASU asks for the capital deposit first', () => {
    expect(listHomeCards(SASU)).toEqual(['capitalDeposit', 'documents', 'settings']);
  });

  it('AWAITING_CD for a micro-entreprise has no capital deposit', () => {
    expect(listHomeCards({ ...SASU, legalForm: LegalForm.MICROENTERPRISE })).toEqual([
      'documents',
      'settings',
    ]);
  });

  it.each([
    OrderStatus.PROCESSING_PUBLICATION,
    OrderStatus.PUBLICATION_RECEIVED,
    OrderStatus.PROCESSING_REGISTRY,
  ])('status %s of an EURL follows the deposit', (status) => {
    expect(listHomeCards({ ...SASU, status, legalForm: LegalForm.EURL })).toEqual([
      'capitalDepositFollow',
      'documents',
      'settings',
    ]);
  });

  it.each([OrderStatus.COMPANY_FORMED, OrderStatus.AWAITING_FUNDS, OrderStatus.COMPLETED])(
    'status %s points at the company documents',
    (status) => {
      expect(listHomeCards({ ...SASU, status })).toEqual([
        'capitalDepositFollow',
        'companyDocuments',
        'settings',
      ]);
    },
  );

  it('before AWAITING_CD there is no capital deposit card', () => {
    expect(listHomeCards({ ...SASU, status: OrderStatus.QUESTIONNAIRE_APPROVED })).toEqual([
      'documents',
      'settings',
    ]);
  });

  it('quotes and invoices only with the invoice_tool flag', () => {
    expect(listHomeCards({ ...SASU, flags: ON('invoice_tool') })).toContain('invoices');
    expect(
      listHomeCards({ ...SASU, flags: [{ name: 'invoice_tool', enabled: false }] }),
    ).not.toContain('invoices');
  });

  it('a COMPLETED micro-entreprise with the flag and meBanking is offered the business account', () => {
    const micro = { ...SASU, legalForm: LegalForm.MICROENTERPRISE, status: OrderStatus.COMPLETED };
    expect(
      listHomeCards({ ...micro, flags: ON('business_bank_account'), meBanking: true }),
    ).toEqual(['businessAccount', 'companyDocuments', 'settings']);
    expect(listHomeCards({ ...micro, flags: ON('business_bank_account') })).not.toContain(
      'businessAccount',
    );
    expect(listHomeCards({ ...micro, meBanking: true })).not.toContain('businessAccount');
  });

  it('a COMPLETED SASU is not offered the micro-entreprise business account', () => {
    expect(
      listHomeCards({
        ...SASU,
        status: OrderStatus.COMPLETED,
        flags: ON('business_bank_account'),
        meBanking: true,
      }),
    ).not.toContain('businessAccount');
  });
});
