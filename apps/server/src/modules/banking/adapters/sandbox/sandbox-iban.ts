import { randomInt } from 'node:crypto';

/** The sandbox bank's code and branch in its French account numbers (not a real bank). */
const BANK_CODE = '99999';
const BRANCH_CODE = '00001';

/** The remainder of a long decimal string divided by 97, digit by digit. */
function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/**
 * A French IBAN that passes the checks of a real one: the RIB key
 * (97 - (89 bank + 15 branch + 3 account) mod 97) and the IBAN's mod-97 check
 * digits (ISO 13616), for a random 11-digit account number.
 */
export function createSandboxIban(): string {
  const account = Array.from({ length: 11 }, () => randomInt(10)).join('');
  const ribKey =
    97 - ((89 * Number(BANK_CODE) + 15 * Number(BRANCH_CODE) + 3 * Number(account)) % 97);
  const bban = `${BANK_CODE}${BRANCH_CODE}${account}${String(ribKey).padStart(2, '0')}`;
  // "FR00" moved to the end, letters as numbers (F=15, R=27).
  const check = 98 - mod97(`${bban}152700`);
  return `FR${String(check).padStart(2, '0')}${bban}`;
}

/** The sandbox bank's BIC. */
export const SANDBOX_BIC = 'SNDBFRP1XXX';
