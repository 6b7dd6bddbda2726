/**
 * Whether a text is a SIREN: nine digits whose Luhn checksum is 0 (INSEE's
 * key of the SIREN, décret 73-314 and the Sirene register's rules). La Poste's
 * SIREN 356 000 000 is the one exception the register makes to the key.
 */
export function isSiren(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  if (value === '356000000') return true;
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    let digit = Number(value[8 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
