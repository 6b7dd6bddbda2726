import type { FrenchReferenceData } from '@foundly/domain';
import fullPhoneMetadata from 'libphonenumber-js/max/metadata';
import { getCommuneIndex } from './communes.js';
import { getNafIndex } from './naf-activities.js';

let reference: FrenchReferenceData | undefined;

/**
 * The official French lists the domain checks answers against: NAF
 * sub-classes, INSEE commune codes and French postal codes, loaded on the
 * first check, once per process; and the full phone numbering plans, which
 * know the allocated ranges and tell a mobile or fixed line from a freephone
 * or premium-rate number (the clients bundle only the small ones).
 */
export function getFrenchReferenceData(): FrenchReferenceData {
  reference ??= {
    isNafCode: (code) => getNafIndex().has(code),
    isCommuneCode: (code) => getCommuneIndex().isCode(code),
    isFrenchPostalCode: (code) => getCommuneIndex().isPostalCode(code),
    phoneMetadata: fullPhoneMetadata,
  };
  return reference;
}
