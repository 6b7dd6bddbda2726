import type { AddressExtractedFields, SpanishAddress } from '@foundly/proto';

export type AddressAnswer = Pick<
  SpanishAddress,
  'streetName' | 'streetNumber' | 'buildingNumber' | 'postalCode' | 'city'
>;

/**
 * The address PoaOcr read from a proof of address, in the questionnaire's
 * fields: the additional information (floor, door) is the building number,
 * the province the city (spec 02 §3). Only what was read: the fields left
 * out keep their answer. Undefined when nothing was read.
 */
export function toAddressAnswer(
  fields: AddressExtractedFields | undefined,
): AddressAnswer | undefined {
  if (!fields) return undefined;
  const read: AddressAnswer = {};
  const keep = (key: keyof AddressAnswer, value: string) => {
    if (value.trim()) read[key] = value.trim();
  };
  keep('streetName', fields.streetName);
  keep('streetNumber', fields.streetNumber);
  keep('buildingNumber', fields.additionalInformation);
  keep('postalCode', fields.postalCode);
  keep('city', fields.province);
  return Object.keys(read).length > 0 ? read : undefined;
}
