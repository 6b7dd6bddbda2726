import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { getNavigationItems, type NavigationInput } from './navigation.js';

const base: NavigationInput = {
  country: CountryCode.FR,
  legalForm: LegalForm.SASU,
  status: OrderStatus.PLACED,
  flags: [],
  meBanking: false,
};

const ids = (input: Partial<NavigationInput>) =>
  getNavigationItems({ ...base, ...input }).map((item) => item.id);

const on = (...names: string[]) => names.map((name) => ({ name, enabled: true }));

describe('getNavigationItems', () => {
  it('France SASU without flags shows home, capital deposit and documents', () => {
    expect(ids({})).toEqual(['home', 'capital-deposit', 'documents']);
  });

  it('France micro-entreprise hides capital deposit', () => {
    expect(ids({ legalForm: LegalForm.MICROENTERPRISE })).toEqual(['home', 'documents']);
  });

  it('France with every flag and meBanking shows the items in the spec order', () => {
    expect(
      ids({
        flags: on('compliance_tool', 'invoice_tool', 'business_bank_account'),
        meBanking: true,
      }),
    ).toEqual([
      'home',
      'my-account',
      'capital-deposit',
      'quotes-&-invoices',
      'documents',
      'compliance',
    ]);
  });

  it('my-account needs both the business bank account flag and meBanking', () => {
    expect(ids({ flags: on('business_bank_account') })).not.toContain('my-account');
    expect(ids({ meBanking: true })).not.toContain('my-account');
  });

  it('a completed SASU links my-account to the bank with the membership id', () => {
    const [, myAccount] = getNavigationItems({
      ...base,
      status: OrderStatus.COMPLETED,
      bankPortalUrl: 'https://bank.example/portal',
      membershipId: 'm 1',
    });
    expect(myAccount).toMatchObject({
      id: 'my-account',
      externalUrl: 'https://bank.example/portal/m%201',
    });
  });

  it('a completed micro-entreprise gets no bank link', () => {
    expect(
      getNavigationItems({
        ...base,
        legalForm: LegalForm.MICROENTERPRISE,
        status: OrderStatus.COMPLETED,
        bankPortalUrl: 'https://bank.example',
      }).some((item) => item.externalUrl),
    ).toBe(false);
  });

  it('the UK shows home and documents, then compliance and quotes behind their flags', () => {
    expect(ids({ country: CountryCode.UK })).toEqual(['home', 'documents']);
    expect(ids({ country: CountryCode.UK, flags: on('compliance_tool', 'invoice_tool') })).toEqual([
      'home',
      'documents',
      'compliance',
      'quotes-&-invoices',
    ]);
  });

  it('every item but capital deposit refreshes the order', () => {
    const items = getNavigationItems({ ...base, flags: on('invoice_tool') });
    expect(items.filter((item) => !item.refreshesOrder).map((item) => item.id)).toEqual([
      'capital-deposit',
    ]);
  });
});
