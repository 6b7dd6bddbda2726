import { describe, expect, it } from 'vitest';
import { compareCatalogues, flattenMessages, placeholdersOf } from './catalogue-check.js';

describe('catalogue checks', () => {
  it('flattens nested messages into dotted keys', () => {
    expect([...flattenMessages({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })]).toEqual([
      ['a.b', 'x'],
      ['a.c.d', 'y'],
      ['e', 'z'],
    ]);
  });

  it('reads the placeholders of a message', () => {
    expect(placeholdersOf('{name} owes {amount} to {name}')).toEqual(['amount', 'name', 'name']);
  });

  it('names missing, extra, empty keys and changed placeholders', () => {
    const english = flattenMessages({ hello: 'Hello {name}', bye: 'Bye', kept: 'Kept' });
    const french = flattenMessages({ hello: 'Bonjour {nom}', kept: ' ', more: 'Plus' });
    expect(compareCatalogues(english, french)).toEqual({
      missing: ['bye'],
      extra: ['more'],
      placeholders: ['hello'],
      empty: ['kept'],
    });
  });
});
