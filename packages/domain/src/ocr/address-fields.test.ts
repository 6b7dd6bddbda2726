import { describe, expect, it } from 'vitest';
import { extractAddressFields } from './address-fields.js';
import { getProvinceOfPostalCode, SPANISH_PROVINCES } from './spanish-provinces.js';

describe('Spanish postal codes', () => {
  it('there are 52 provinces, 01 to 52', () => {
    expect(Object.keys(SPANISH_PROVINCES)).toHaveLength(52);
  });

  it('the first two digits name the province', () => {
    expect(getProvinceOfPostalCode('08001')).toBe('Barcelona');
    expect(getProvinceOfPostalCode('48001')).toBe('Bizkaia');
  });
});

describe('extractAddressFields', () => {
  it.each([
    [
      'Calle Mayor 12, 3º B\n28013 Madrid',
      {
        streetName: 'Calle Mayor',
        streetNumber: '12',
        additionalInformation: '3º B',
        postalCode: '28013',
        province: 'Madrid',
      },
    ],
    [
      'C/ de Alcalá, 45, 2º izq., 28014 MADRID (MADRID)',
      {
        streetName: 'Calle de Alcalá',
        streetNumber: '45',
        additionalInformation: '2º izq.',
        postalCode: '28014',
        province: 'MADRID',
      },
    ],
    [
      'Avda. de la Constitución nº 7 Esc. 2 4º 1ª\n41001 Sevilla Sevilla',
      {
        streetName: 'Avenida de la Constitución',
        streetNumber: '7',
        additionalInformation: 'Esc. 2 4º 1ª',
        postalCode: '41001',
        province: 'Sevilla',
      },
    ],
    [
      'Pº de Gracia 21\nPiso 3, Puerta B\n08007 Barcelona',
      {
        streetName: 'Paseo de Gracia',
        streetNumber: '21',
        additionalInformation: 'Piso 3, Puerta B',
        postalCode: '08007',
        province: 'Barcelona',
      },
    ],
    [
      'Plaza del Pilar 3B\n50003',
      {
        streetName: 'Plaza del Pilar',
        streetNumber: '3B',
        additionalInformation: '',
        postalCode: '50003',
        province: 'Zaragoza',
      },
    ],
    [
      'Camino Viejo s/n, 46120 Alboraya - Valencia',
      {
        streetName: 'Camino Viejo',
        streetNumber: 's/n',
        additionalInformation: '',
        postalCode: '46120',
        province: 'Alboraya',
      },
    ],
  ])('%j', (text, fields) => {
    expect(extractAddressFields(text)).toEqual(fields);
  });

  it("the customer's address under its label wins over the issuer's own", () => {
    const bill = [
      'Energía Ejemplo S.A.U. - C/ Tomás Redondo 1 - 28033 Madrid - CIF A12345678',
      'FACTURA DE ELECTRICIDAD',
      'Titular: Carmen Española Española',
      'Dirección de suministro:',
      'Calle Mayor 12, 3º B',
      '28O13 Madrid',
    ].join('\n');
    expect(extractAddressFields(bill)).toEqual({
      streetName: 'Calle Mayor',
      streetNumber: '12',
      additionalInformation: '3º B',
      postalCode: '28013',
      province: 'Madrid',
    });
  });

  it.each([
    ['Calle Mayor 12, 32 B', '3º B'],
    ['Calle Mayor 12, 3° B', '3º B'],
    ['Calle Mayor 12, 3o izq.', '3º izq.'],
    ['Calle Mayor 12, 2º 1ª', '2º 1ª'],
    ['Carrer de Mallorca 120, 4º 23', '4º 2ª'],
    ['Carrer de Mallorca 120, 42 22', '4º 2ª'],
    ['Carrer de Mallorca 120, 49 22', '4º 2ª'],
    ['Carrer de Mallorca 120, 4% 22', '4º 2ª'],
    ['Carrer de Mallorca 120, 4° 2*', '4º 2ª'],
    ['Avda. Diagonal 45, Esc. 2, 40 12', 'Esc. 2, 4º 1ª'],
  ])('the ordinal signs OCR misreads in %j are read as º and ª', (line, additional) => {
    expect(extractAddressFields(`${line}\n28013 Madrid`).additionalInformation).toBe(additional);
  });

  it('a postal code outside 01000–52999 is not taken', () => {
    expect(extractAddressFields('Calle Mayor 12\n99999 Nowhere').postalCode).toBe('');
  });

  it('a text without an address gives empty fields', () => {
    expect(extractAddressFields('Importe total 45,20 €')).toEqual({
      streetName: '',
      streetNumber: '',
      additionalInformation: '',
      postalCode: '',
      province: '',
    });
  });
});
