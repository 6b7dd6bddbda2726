import { CountryCode, LegalForm } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { getOrderToCreate } from './create-customer.js';

describe('getOrderToCreate', () => {
  it('a missing legal_form creates nothing (the person goes to the root)', () => {
    expect(getOrderToCreate({ country: 'FR' })).toBeUndefined();
  });

  it('a legal form of another country creates nothing', () => {
    expect(getOrderToCreate({ country: 'FR', legal_form: 'autonomo' })).toBeUndefined();
  });

  it.each(['SASU', 'sasu', 'Sasu'])(
    'France matches legal_form %s case-insensitively',
    (legal_form) => {
      expect(getOrderToCreate({ country: 'FR', legal_form, company_name: ' Acme ' })).toEqual({
        country: CountryCode.FR,
        legalForm: LegalForm.SASU,
        companyName: 'Acme',
        metadata: {},
      });
    },
  );

  it('France keeps the recommended activity in the metadata', () => {
    expect(
      getOrderToCreate({
        country: 'fr',
        legal_form: 'MICROENTERPRISE',
        recommended_activity: 'consulting',
      }),
    ).toMatchObject({
      legalForm: LegalForm.MICROENTERPRISE,
      metadata: { recommended_activity: 'consulting' },
    });
  });

  it('Spain defaults the product to autónomo_pro', () => {
    expect(getOrderToCreate({ country: 'ES', legal_form: 'autonomo' })).toEqual({
      country: CountryCode.ES,
      legalForm: LegalForm.AUTONOMO,
      companyName: '',
      billingProducts: ['autónomo_pro'],
    });
  });

  it('Spain keeps a known product, typed without the accent', () => {
    expect(
      getOrderToCreate({ country: 'ES', legal_form: 'SL', product: 'alta_autonomo' }),
    ).toMatchObject({
      legalForm: LegalForm.SL,
      billingProducts: ['alta_autónomo'],
    });
  });

  it('a missing country is taken from the legal form', () => {
    expect(getOrderToCreate({ legal_form: 'eurl' })?.country).toBe(CountryCode.FR);
  });
});
