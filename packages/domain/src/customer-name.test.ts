import { describe, expect, it } from 'vitest';
import { CUSTOMER_NAME_MAX_LENGTH, customerNameSchema } from './customer-name.js';

describe('customerNameSchema', () => {
  it.each([
    ['a name is kept', 'Ada Lovelace', 'Ada Lovelace'],
    ['surrounding spaces are trimmed', '  Ada Lovelace  ', 'Ada Lovelace'],
    ['one character is enough', 'A', 'A'],
    [
      `${CUSTOMER_NAME_MAX_LENGTH} characters are accepted`,
      'n'.repeat(CUSTOMER_NAME_MAX_LENGTH),
      'n'.repeat(CUSTOMER_NAME_MAX_LENGTH),
    ],
    [
      `${CUSTOMER_NAME_MAX_LENGTH} characters inside spaces are accepted`,
      ` ${'n'.repeat(CUSTOMER_NAME_MAX_LENGTH)} `,
      'n'.repeat(CUSTOMER_NAME_MAX_LENGTH),
    ],
  ])('%s', (_title, name, parsed) => {
    expect(customerNameSchema.parse(name)).toBe(parsed);
  });

  it.each([
    ['an empty name is required', '', 'settings.account.nameRequired'],
    ['a name of spaces is required', '   ', 'settings.account.nameRequired'],
    [
      `${CUSTOMER_NAME_MAX_LENGTH + 1} characters are too long`,
      'n'.repeat(CUSTOMER_NAME_MAX_LENGTH + 1),
      'settings.account.nameTooLong',
    ],
  ])('%s', (_title, name, message) => {
    const result = customerNameSchema.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
