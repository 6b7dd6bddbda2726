import { isSpanishIban } from '../questionnaire/spain/validation/iban.js';
import { toDigits } from './ocr-text.js';

/**
 * The first Spanish IBAN in a text that passes the same check as a typed one
 * (`isSpanishIban`: ES + 22 digits, ISO 13616 checksum), as ES + 22 digits
 * without spaces. Groups may be split by spaces, dashes or dots, 'E5' is read
 * as ES, and letters OCR reads for digits (O, I, S, B …) as digits.
 * Undefined when none verifies.
 */
export function findSpanishIban(text: string): string | undefined {
  const upper = text.toUpperCase();
  for (const match of upper.matchAll(/E[S5]/g)) {
    const start = match.index + match[0].length;
    let digits = '';
    for (const char of upper.slice(start, start + 60)) {
      if (digits.length === 22) break;
      if (char === ' ' || char === '-' || char === '.') continue;
      const digit = toDigits(char);
      if (!/^\d$/.test(digit)) break;
      digits += digit;
    }
    const iban = `ES${digits}`;
    if (digits.length === 22 && isSpanishIban(iban)) return iban;
  }
  return undefined;
}
