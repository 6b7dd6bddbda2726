import { describe, expect, it } from 'vitest';
import {
  findInvalidMetadataKey,
  isAllowedAfterQuestionnaire,
  FRENCH_METADATA_KEYS,
  MAX_METADATA_ENTRIES,
  MAX_METADATA_VALUE_LENGTH,
  SPANISH_METADATA_KEYS,
} from './metadata.js';

function entries(count: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [`key_${index}`, '1']));
}

describe('findInvalidMetadataKey', () => {
  it.each([
    ['no metadata', {}],
    ['every French key', Object.fromEntries(FRENCH_METADATA_KEYS.map((key) => [key, '1']))],
    ['every Spanish key', Object.fromEntries(SPANISH_METADATA_KEYS.map((key) => [key, 'true']))],
    [`${MAX_METADATA_ENTRIES} entries`, entries(MAX_METADATA_ENTRIES)],
    [
      `a value of ${MAX_METADATA_VALUE_LENGTH} characters`,
      { note: 'v'.repeat(MAX_METADATA_VALUE_LENGTH) },
    ],
    ['a key of 64 characters', { [`k${'e'.repeat(63)}`]: '1' }],
    ['an empty value', { recommended_activity: '' }],
  ])('accepts %s', (_title, metadata) => {
    expect(findInvalidMetadataKey(metadata)).toBeUndefined();
  });

  it.each([
    [
      `${MAX_METADATA_ENTRIES + 1} entries (the first one too many)`,
      entries(MAX_METADATA_ENTRIES + 1),
      `key_${MAX_METADATA_ENTRIES}`,
    ],
    [
      `a value of ${MAX_METADATA_VALUE_LENGTH + 1} characters`,
      { ok: '1', note: 'v'.repeat(MAX_METADATA_VALUE_LENGTH + 1) },
      'note',
    ],
    ['a key of 65 characters', { [`k${'e'.repeat(64)}`]: '1' }, `k${'e'.repeat(64)}`],
    ['a key with a space', { 'bad key': '1' }, 'bad key'],
    ['a key starting with a digit', { '1key': '1' }, '1key'],
    ['a key starting with an underscore', { _key: '1' }, '_key'],
    ['a key with a dot', { 'a.b': '1' }, 'a.b'],
    ['an empty key', { '': '1' }, ''],
  ])('refuses %s and names the key', (_title, metadata, key) => {
    expect(findInvalidMetadataKey(metadata)).toBe(key);
  });
});

describe('metadata keys of the spec', () => {
  it('France writes its five keys', () => {
    expect(FRENCH_METADATA_KEYS).toEqual([
      'recommended_activity',
      'fiscal_option_viewed',
      'identity_intro_viewed',
      'esignature_intro_viewed',
      'activityWasNotArtisanal',
    ]);
  });

  it('Spain writes its eight keys', () => {
    expect(SPANISH_METADATA_KEYS).toHaveLength(8);
    expect(SPANISH_METADATA_KEYS).toContain('userProvidedPersonalCertificatePassword');
  });
});

describe('isAllowedAfterQuestionnaire', () => {
  it('lets the signature intro be marked as read once the questionnaire was sent', () => {
    expect(isAllowedAfterQuestionnaire({ esignature_intro_viewed: '1' }, false)).toBe(true);
  });

  it('refuses answers, other metadata and empty updates', () => {
    expect(isAllowedAfterQuestionnaire({ esignature_intro_viewed: '1' }, true)).toBe(false);
    expect(isAllowedAfterQuestionnaire({ fiscal_option_viewed: '1' }, false)).toBe(false);
    expect(isAllowedAfterQuestionnaire({}, false)).toBe(false);
  });
});
