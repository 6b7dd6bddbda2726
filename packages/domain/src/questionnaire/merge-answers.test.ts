import { Gender, VatRegime } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { mergeAnswers } from './merge-answers.js';

type AnswersJson = Record<string, unknown>;

describe('mergeAnswers', () => {
  it.each<[string, AnswersJson, AnswersJson, AnswersJson]>([
    [
      'a field of another step is kept',
      { fullName: { first: 'Ada' } },
      { gender: Gender.FEMALE },
      { fullName: { first: 'Ada' }, gender: Gender.FEMALE },
    ],
    [
      'a nested object is merged field by field',
      { address: { street1: '1 rue A', city: 'Paris' } },
      { address: { postalCode: '75011' } },
      { address: { street1: '1 rue A', city: 'Paris', postalCode: '75011' } },
    ],
    [
      'an empty string clears the field',
      { address: { street1: '1 rue A', street2: 'Bât. B' } },
      { address: { street2: '' } },
      { address: { street1: '1 rue A' } },
    ],
    [
      'an object left without fields is removed',
      { spouse: { birthName: 'Byron' } },
      { spouse: { birthName: '' } },
      {},
    ],
    [
      'an empty object in the update changes nothing',
      { vta: { regime: VatRegime.FRANCHISE } },
      { vta: {} },
      { vta: { regime: VatRegime.FRANCHISE } },
    ],
    [
      'an array replaces the stored one, even when empty',
      { activities: ['62.01Z', '62.02A'] },
      { activities: [] },
      { activities: [] },
    ],
    [
      'false and 0 are answers, not clears',
      { withholdingTax: true, companyDuration: 99 },
      { withholdingTax: false, companyDuration: 0 },
      { withholdingTax: false, companyDuration: 0 },
    ],
    [
      'a scalar stored where the update has an object is replaced',
      { pastActivity: 'yes' },
      { pastActivity: { endDate: '2020-01-31' } },
      { pastActivity: { endDate: '2020-01-31' } },
    ],
  ])('%s', (_title, stored, update, expected) => {
    expect(mergeAnswers(stored, update)).toEqual(expected);
  });

  it('leaves the stored answers untouched', () => {
    const stored = { address: { city: 'Paris' }, activities: ['62.01Z'] };
    const merged = mergeAnswers(stored, { address: { city: 'Lyon' }, activities: ['62.02A'] });
    expect(stored).toEqual({ address: { city: 'Paris' }, activities: ['62.01Z'] });
    expect(merged).toEqual({ address: { city: 'Lyon' }, activities: ['62.02A'] });
  });
});
