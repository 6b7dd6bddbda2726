import { YesNo } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { normaliseSpanishAnswers } from './normalise-answers.js';

describe('normaliseSpanishAnswers', () => {
  it.each([
    ['a DNI in lower case with spaces', ' 1234 5678 z ', '12345678Z'],
    ['a DNI with dots and a hyphen, as printed', '12.345.678-Z', '12345678Z'],
    ['an NIE in lower case with hyphens', 'x-1234567-l', 'X1234567L'],
  ])('keeps %s as its digits and upper-case letters', (_what, idNumber, expected) => {
    expect(
      normaliseSpanishAnswers({ spanishPersonalInformation: { idNumber } })
        .spanishPersonalInformation?.idNumber,
    ).toBe(expected);
  });

  it('keeps postal codes as five digits, the cadastral reference without spaces, texts trimmed', () => {
    expect(
      normaliseSpanishAnswers({
        spanishPersonalInformation: {
          fullName: ' Lucía García López ',
          cadastralReference: '9872023 vh5797s 0001 wx',
          address: { streetName: ' Calle de Alcalá ', postalCode: ' 28 014 ' },
          fiscalAddress: { postalCode: '08 001' },
          notificationAddress: { postalCode: '' },
        },
      }),
    ).toEqual({
      spanishPersonalInformation: {
        fullName: 'Lucía García López',
        cadastralReference: '9872023VH5797S0001WX',
        address: { streetName: 'Calle de Alcalá', postalCode: '28014' },
        fiscalAddress: { postalCode: '08001' },
        notificationAddress: { postalCode: '' },
      },
    });
  });

  it.each([
    ['with slashes, as printed', '28/1234567/42', '28123456742'],
    ['with spaces around the slashes', '28 / 12345678 / 40', '281234567840'],
    ['with dots', '28.12345678.40', '281234567840'],
  ])('keeps the social security number typed %s as its digits', (_what, typed, expected) => {
    expect(
      normaliseSpanishAnswers({
        businessInformation: {
          hasSocialSecurityNumber: YesNo.TRUE,
          nafSocialSecurityNumber: typed,
        },
      }).businessInformation,
    ).toEqual({ hasSocialSecurityNumber: YesNo.TRUE, nafSocialSecurityNumber: expected });
  });

  it('keeps the IBAN in its electronic form, and an IBAN of spaces clears it', () => {
    expect(
      normaliseSpanishAnswers({ businessInformation: { iban: 'es91 2100 0418 4502 0005 1332' } })
        .businessInformation?.iban,
    ).toBe('ES9121000418450200051332');
    expect(
      normaliseSpanishAnswers({ businessInformation: { iban: '   ' } }).businessInformation?.iban,
    ).toBe('');
  });
});
