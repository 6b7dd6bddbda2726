import { create } from '@bufbuild/protobuf';
import { AddressExtractedFieldsSchema } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { toAddressAnswer } from './address-readings.js';

describe('toAddressAnswer', () => {
  it('puts the additional information in the building number and the province in the city', () => {
    expect(
      toAddressAnswer(
        create(AddressExtractedFieldsSchema, {
          streetName: 'Calle de Alcalá',
          streetNumber: '42',
          additionalInformation: '3º B',
          postalCode: '28014',
          province: 'Madrid',
        }),
      ),
    ).toEqual({
      streetName: 'Calle de Alcalá',
      streetNumber: '42',
      buildingNumber: '3º B',
      postalCode: '28014',
      city: 'Madrid',
    });
  });

  it('leaves out what was not read, so the saved answer stays', () => {
    expect(
      toAddressAnswer(create(AddressExtractedFieldsSchema, { postalCode: ' 08001 ' })),
    ).toEqual({ postalCode: '08001' });
  });

  it('is undefined when nothing was read or reading failed', () => {
    expect(toAddressAnswer(create(AddressExtractedFieldsSchema, {}))).toBeUndefined();
    expect(toAddressAnswer(undefined)).toBeUndefined();
  });
});
