/** The test cards of the sandbox: Stripe's own numbers, with the behaviour Stripe gives them. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAuthentication: '4000002760003184',
} as const;

export type CardFormError =
  'invalid_number' | 'invalid_expiry' | 'expired_card' | 'invalid_cvc' | 'missing_name';

export type CardCheck =
  | { kind: 'invalid'; error: CardFormError }
  | { kind: 'succeeds' }
  | { kind: 'declined' }
  | { kind: 'requires_authentication' };

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Reads MM/YY, MM / YY, MMYY or MM/YYYY; undefined when it is none of them. */
function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/**
 * What the sandbox does with a card form, as Stripe's test mode would: a
 * malformed form is refused field by field; 4242… succeeds, 4000…0002 is
 * declined, 4000 0027 6000 3184 asks for 3-D Secure; any other valid number is
 * declined (Stripe's test mode refuses real cards).
 */
export function checkCardForm(form: CardForm, now: Date): CardCheck {
  const number = form.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    return { kind: 'invalid', error: 'invalid_number' };
  }
  const expiry = parseExpiry(form.expiry);
  if (!expiry) return { kind: 'invalid', error: 'invalid_expiry' };
  const endOfMonth = Date.UTC(expiry.year, expiry.month, 1);
  if (endOfMonth <= now.getTime()) return { kind: 'invalid', error: 'expired_card' };
  if (!/^\d{3,4}$/.test(form.cvc.trim())) return { kind: 'invalid', error: 'invalid_cvc' };
  if (!form.name.trim()) return { kind: 'invalid', error: 'missing_name' };
  if (number === TEST_CARDS.succeeds) return { kind: 'succeeds' };
  if (number === TEST_CARDS.requiresAuthentication) return { kind: 'requires_authentication' };
  return { kind: 'declined' };
}
