import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, isFlagEnabled } from './feature-flags.js';

describe('feature flags', () => {
  it('are the compliance tool, the invoice tool and the business bank account', () => {
    expect([...FEATURE_FLAGS].sort()).toEqual([
      'business_bank_account',
      'compliance_tool',
      'invoice_tool',
    ]);
  });

  const flags = [
    { name: 'compliance_tool', enabled: true },
    { name: 'invoice_tool', enabled: false },
  ];

  it.each([
    ['a flag listed as enabled is on', 'compliance_tool', true],
    ['a flag listed as disabled is off', 'invoice_tool', false],
    ['a flag missing from the list is off', 'business_bank_account', false],
  ] as const)('%s', (_title, name, expected) => {
    expect(isFlagEnabled(flags, name)).toBe(expected);
  });

  it('an empty list turns every flag off', () => {
    expect(FEATURE_FLAGS.map((name) => isFlagEnabled([], name))).toEqual([false, false, false]);
  });
});
