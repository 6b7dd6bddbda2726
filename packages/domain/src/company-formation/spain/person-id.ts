import { isValidEntityNif, isValidSpanishNif } from '../../spain/identity-number.js';

/**
 * Who a shareholder or director is: a person, named by a DNI or an NIE (or a
 * K, L or M NIF), or a company, named by its NIF. Everyone who takes part in
 * forming a Spanish company needs a Spanish tax number (Real Decreto
 * 1065/2007 arts. 18–22): a foreigner gets an NIE before the deed.
 */
export interface SpanishParty {
  kind: 'person' | 'company';
  idNumber: string;
}

/** Whether the party's number is valid for what it is, its control letter or digit included. */
export function hasValidSpanishId(party: SpanishParty): boolean {
  return party.kind === 'company'
    ? isValidEntityNif(party.idNumber)
    : isValidSpanishNif(party.idNumber) && !isValidEntityNif(party.idNumber);
}
