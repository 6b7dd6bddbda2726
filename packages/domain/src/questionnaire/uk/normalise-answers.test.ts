import { describe, expect, it } from 'vitest';
import { normaliseUkAnswers } from './normalise-answers.js';
import { director } from './test-fixtures.js';

describe('normaliseUkAnswers', () => {
  it('keeps postcodes, SIC and personal codes in their printed form, texts trimmed', () => {
    const normalised = normaliseUkAnswers({
      registeredOffice: {
        address: { line1: ' 20 Wharf Road ', town: 'London', postcode: 'n17gr' },
      },
      activity: { sicCodes: ['62.01.2'] },
      directors: { directors: [{ ...director(), personalCode: 'ft515ed7jy5' }] },
    });
    expect(normalised.registeredOffice?.address).toEqual({
      line1: '20 Wharf Road',
      town: 'London',
      postcode: 'N1 7GR',
      countryCode: 'GB',
    });
    expect(normalised.activity?.sicCodes).toEqual(['62012']);
    expect(normalised.directors?.directors?.[0]?.personalCode).toBe('FT5-15ED-7JY5');
  });

  it('leaves a postcode abroad as typed', () => {
    const normalised = normaliseUkAnswers({
      directors: {
        directors: [
          {
            ...director(),
            residentialAddress: {
              line1: '1 rue X',
              town: 'Paris',
              postcode: '75002',
              countryCode: 'fr',
            },
          },
        ],
      },
    });
    expect(normalised.directors?.directors?.[0]?.residentialAddress).toMatchObject({
      postcode: '75002',
      countryCode: 'FR',
    });
  });

  it('leaves the sections not sent out', () => {
    expect(normaliseUkAnswers({ articles: { articles: 1 } })).toEqual({
      articles: { articles: 1 },
    });
  });
});
