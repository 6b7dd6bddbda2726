import { Gender } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { normaliseFrenchAnswers } from './normalise-answers.js';

describe('normaliseFrenchAnswers', () => {
  it('keeps a French postal code as its five digits and a foreign one upper-case, single-spaced', () => {
    expect(
      normaliseFrenchAnswers({
        personalInformation: {
          address: { street1: ' 12 rue Oberkampf ', postalCode: '75 011', countryCode: 'FR' },
          birthCountry: 'GB',
          birthPostalCode: ' sw1a  1aa ',
        },
        companyDetails: { address: { postalCode: ' 69 002 ' } },
      }),
    ).toEqual({
      personalInformation: {
        address: { street1: '12 rue Oberkampf', postalCode: '75011', countryCode: 'FR' },
        birthCountry: 'GB',
        birthPostalCode: 'SW1A 1AA',
      },
      companyDetails: { address: { postalCode: '69002' } },
    });
  });

  it('keeps phone numbers in E.164 and the NIR as its 15 characters', () => {
    expect(
      normaliseFrenchAnswers({
        personalInformation: {
          phone: { code: 'FR', number: '06 12 34 56 78' },
          socialSecurityNumber: '2 69 05 2a 588 157 80',
        },
        companyDetails: { phone: { code: 'BE', number: '0470 12 34 56' } },
      }),
    ).toEqual({
      personalInformation: {
        phone: { code: 'FR', number: '+33612345678' },
        socialSecurityNumber: '269052A58815780',
      },
      companyDetails: { phone: { code: 'BE', number: '+32470123456' } },
    });
  });

  it('trims every text, at any depth, and keeps an empty text to clear its field', () => {
    expect(
      normaliseFrenchAnswers({
        personalInformation: {
          fullName: { first: ' Zoé ', middle: '   ', last: 'Martin\t' },
          spouse: { fullName: { first: ' Luc ' }, birthPostalCode: ' 13 001 ', birthCountry: 'FR' },
          address: { street2: '' },
        },
        companyDetails: { email: ' zoe@example.fr ', activities: [' 62.01Z '] },
      }),
    ).toEqual({
      personalInformation: {
        fullName: { first: 'Zoé', middle: '', last: 'Martin' },
        spouse: { fullName: { first: 'Luc' }, birthPostalCode: '13001', birthCountry: 'FR' },
        address: { street2: '' },
      },
      companyDetails: { email: 'zoe@example.fr', activities: ['62.01Z'] },
    });
  });

  it('adds no field the update did not carry', () => {
    expect(normaliseFrenchAnswers({ personalInformation: { gender: Gender.FEMALE } })).toEqual({
      personalInformation: { gender: Gender.FEMALE },
    });
    expect(normaliseFrenchAnswers({ capitalDeposit: { paidUpCapital: 1000 } })).toEqual({
      capitalDeposit: { paidUpCapital: 1000 },
    });
  });
});
