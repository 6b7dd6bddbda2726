import { DOCUMENT_TYPES } from '@foundly/domain';
import { OrderStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { listEnumNames } from '../lib/enums.js';
import enGb from './en-gb/index.js';
import esEs from './es-es/index.js';
import frFr from './fr-fr/index.js';

function flatten(tree: object, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value as object, `${path}.`)) entries.set(inner, text);
  }
  return entries;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

const english = flatten(enGb);
const others = { 'fr-fr': flatten(frFr), 'es-es': flatten(esEs) };

describe.each(Object.entries(others))('%s messages', (_locale, messages) => {
  it('has every key of en-gb and no other', () => {
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps the placeholders of each English message', () => {
    for (const [key, text] of english) {
      expect(placeholders(messages.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('has no empty message', () => {
    expect([...messages.entries()].filter(([, text]) => text.trim() === '')).toEqual([]);
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
