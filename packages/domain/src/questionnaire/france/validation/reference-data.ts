/** The official lists the answers are checked against, loaded by the server. */
export interface FrenchReferenceData {
  /** A NAF rev. 2 sub-class, e.g. 62.01Z. */
  isNafCode(code: string): boolean;
  /** The INSEE code of a commune (current or former, for places of birth). */
  isCommuneCode(code: string): boolean;
  /** A postal code that exists in France. */
  isFrenchPostalCode(code: string): boolean;
}

/**
 * Accepts every code: for a client that checks the formats as the founder
 * types, and leaves the official lists to the server.
 */
export const FORMAT_ONLY_FRENCH_REFERENCE: FrenchReferenceData = {
  isNafCode: () => true,
  isCommuneCode: () => true,
  isFrenchPostalCode: () => true,
};
