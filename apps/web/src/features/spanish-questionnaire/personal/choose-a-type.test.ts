import { FIELD_MESSAGES } from '@foundly/domain';
import { describe, expect, it } from 'vitest';
import { CHOOSE_A_TYPE } from './choose-a-type.js';

describe('CHOOSE_A_TYPE', () => {
  it("refuses no choice with the domain's message for an unspecified document type", () => {
    expect(CHOOSE_A_TYPE.validate('')).toBe(FIELD_MESSAGES.documentType);
    expect(CHOOSE_A_TYPE.validate(undefined)).toBe(FIELD_MESSAGES.documentType);
  });

  it('accepts a chosen type', () => {
    expect(CHOOSE_A_TYPE.validate('1')).toBe(true);
  });
});
