import type { FrenchReferenceData } from '@foundly/domain';
import { getCommuneIndex } from './communes.js';
import { getNafIndex } from './naf-activities.js';

let reference: FrenchReferenceData | undefined;

/**
 * The official French lists the domain checks answers against: NAF
 * sub-classes, INSEE commune codes and French postal codes. The lists are
 * loaded on the first check, once per process.
 */
export function getFrenchReferenceData(): FrenchReferenceData {
  reference ??= {
    isNafCode: (code) => getNafIndex().has(code),
    isCommuneCode: (code) => getCommuneIndex().isCode(code),
    isFrenchPostalCode: (code) => getCommuneIndex().isPostalCode(code),
  };
  return reference;
}
