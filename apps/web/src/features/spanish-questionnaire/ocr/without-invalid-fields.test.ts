import { describe, expect, it } from 'vitest';
import { withoutInvalidFields } from './without-invalid-fields.js';

describe('withoutInvalidFields', () => {
  it('drops the refused fields and keeps the others', () => {
    expect(
      withoutInvalidFields(
        {
          personalInformation: {
            fullName: 'CARMEN',
            idNumber: '99999999A',
            address: { streetName: 'Alcalá', postalCode: '99999' },
          },
          metadata: { userReviewedIdExtractedFields: 'true' },
        },
        [
          { field: 'personal_information.id_number', message: 'errors.field.dni' },
          { field: 'personal_information.address.postal_code', message: 'errors.field.postalCode' },
        ],
      ),
    ).toEqual({
      personalInformation: { fullName: 'CARMEN', address: { streetName: 'Alcalá' } },
      metadata: { userReviewedIdExtractedFields: 'true' },
    });
  });

  it('leaves the update as it is without violations', () => {
    const update = { businessInformation: { iban: 'ES9121000418450200051332' } };
    expect(withoutInvalidFields(update, [])).toEqual(update);
  });
});
