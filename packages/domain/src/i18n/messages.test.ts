import { describe, expect, it, vi } from 'vitest';
import {
  createMessageLoader,
  findLocaleOfLanguages,
  interpolate,
  lookupMessage,
  pickMessages,
  readLocale,
} from './messages.js';

const MESSAGES = { home: { title: 'Hello {name}', steps: { done: '(done)' } }, plain: 'Plain' };

describe('lookupMessage', () => {
  it('finds a dotted key, and nothing for a group or an unknown key', () => {
    expect(lookupMessage(MESSAGES, 'home.steps.done')).toBe('(done)');
    expect(lookupMessage(MESSAGES, 'plain')).toBe('Plain');
    expect(lookupMessage(MESSAGES, 'home.steps')).toBeUndefined();
    expect(lookupMessage(MESSAGES, 'home.missing.deeper')).toBeUndefined();
    expect(lookupMessage(MESSAGES, 'plain.more')).toBeUndefined();
  });
});

describe('pickMessages', () => {
  it('keeps the named strings in their places, and nothing else', () => {
    const picked = pickMessages(MESSAGES, ['home.steps.done', 'plain', 'home.steps', 'nope']);
    expect(picked).toEqual({ home: { steps: { done: '(done)' } }, plain: 'Plain' });
    expect(lookupMessage(picked, 'home.steps.done')).toBe('(done)');
    expect(lookupMessage(picked, 'home.title')).toBeUndefined();
  });
});

describe('interpolate', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(interpolate('Hello {name}, {count} files {other}', { name: 'Léa', count: 3 })).toBe(
      'Hello Léa, 3 files {other}',
    );
    expect(interpolate('Hello {name}', undefined)).toBe('Hello {name}');
  });
});

describe('findLocaleOfLanguages', () => {
  it('takes the first language spoken, whatever its region', () => {
    expect(findLocaleOfLanguages(['de-DE', 'es-MX', 'fr-FR'])).toBe('es-es');
    expect(findLocaleOfLanguages(['FR'])).toBe('fr-fr');
    expect(findLocaleOfLanguages(['en-US'])).toBe('en-gb');
    expect(findLocaleOfLanguages(['de-DE', 'it'])).toBeUndefined();
  });
});

describe('readLocale', () => {
  it('keeps only a locale of the product', () => {
    expect(readLocale('fr-fr')).toBe('fr-fr');
    expect(readLocale('fr')).toBeUndefined();
    expect(readLocale(null)).toBeUndefined();
  });
});

describe('createMessageLoader', () => {
  it('imports each language once and answers from the cache afterwards', async () => {
    const english = vi.fn(async () => ({ default: { hello: 'Hello' } }));
    const loader = createMessageLoader({
      'en-gb': english,
      'fr-fr': async () => ({ default: { hello: 'Bonjour' } }),
      'es-es': async () => ({ default: { hello: 'Hola' } }),
    });
    expect(loader.getLoaded('en-gb')).toBeUndefined();
    expect(await loader.load('en-gb')).toEqual({ hello: 'Hello' });
    expect(await loader.load('en-gb')).toEqual({ hello: 'Hello' });
    expect(loader.getLoaded('en-gb')).toEqual({ hello: 'Hello' });
    expect(english).toHaveBeenCalledTimes(1);
    expect(loader.getLoaded('fr-fr')).toBeUndefined();
  });
});
