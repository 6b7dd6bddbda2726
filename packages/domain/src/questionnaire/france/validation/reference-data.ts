import { SMALL_PHONE_METADATA, type PhoneMetadata } from '../../validation/phone.js';

/** The official lists the answers are checked against, loaded by the server. */
export interface FrenchReferenceData {
  /** A NAF rev. 2 sub-class, e.g. 62.01Z. */
  isNafCode(code: string): boolean;
  /** The INSEE code of a commune (current or former, for places of birth). */
  isCommuneCode(code: string): boolean;
  /** A postal code that exists in France. */
  isFrenchPostalCode(code: string): boolean;
  /**
   * The numbering plans phone numbers are read with: the full ones on the
   * server (allocated ranges and line types), the small ones on clients.
   */
  phoneMetadata: PhoneMetadata;
}

/**
 * Accepts every code and reads phone numbers with the small numbering plans:
 * for a client that checks the formats as the founder types, and leaves the
 * official lists and the full numbering plans to the server.
 */
export const FORMAT_ONLY_FRENCH_REFERENCE: FrenchReferenceData = {
  isNafCode: () => true,
  isCommuneCode: () => true,
  isFrenchPostalCode: () => true,
  phoneMetadata: SMALL_PHONE_METADATA,
};
