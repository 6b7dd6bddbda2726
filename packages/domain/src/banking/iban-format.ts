/**
 * An IBAN as a machine reads it (ISO 13616 "electronic format"): letters and
 * digits only, upper case, e.g. FR7630006000011234567890189. What a founder
 * copies into their bank's transfer form.
 */
export function toElectronicIban(iban: string): string {
  return iban.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

/**
 * An IBAN as a person reads it (ISO 13616 "paper format"): the electronic
 * format in groups of four separated by spaces, the last group shorter,
 * e.g. FR76 3000 6000 0112 3456 7890 189. Display only: the bank gives the
 * IBAN, nothing is checked here (the questionnaire's IBANs are checked with
 * ibantools).
 */
export function toPrintedIban(iban: string): string {
  return toElectronicIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}
