import { DOCUMENT_TYPES } from '@foundly/domain';
import { OrderStatus } from '@foundly/proto';
import { compareCatalogues, flattenMessages } from '@foundly/app-kit/catalogue-check';
import { describe, expect, it } from 'vitest';
import { listEnumNames } from '../lib/enums.js';
import enGb from './en-gb/index.js';
import esEs from './es-es/index.js';
import frFr from './fr-fr/index.js';

const english = flattenMessages(enGb);
const others = { 'fr-fr': flattenMessages(frFr), 'es-es': flattenMessages(esEs) };

describe.each(Object.entries(others))('%s messages', (_locale, messages) => {
  it('has every key of en-gb, each with its placeholders, none empty, and no other key', () => {
    expect(compareCatalogues(english, messages)).toEqual({
      missing: [],
      extra: [],
      placeholders: [],
      empty: [],
    });
  });
});

describe('en-gb messages', () => {
  it('name every status and every document type the domain knows', () => {
    const missing = [
      ...listEnumNames(OrderStatus).map((name) => `statuses.${name}`),
      ...Object.keys(DOCUMENT_TYPES).map((type) => `documentTypes.${type}`),
    ].filter((key) => !english.has(key));
    expect(missing).toEqual([]);
  });
});
