import { describe, expect, it } from 'vitest';
import { getFirstName, getInitials } from './initials.js';

describe('getInitials', () => {
  it.each([
    ['two words give the first letter of each', 'Ada Lovelace', 'AL'],
    ['three words give the first and the last', 'Ada King Lovelace', 'AL'],
    ['one word gives one letter', 'Ada', 'A'],
    ['lower case is raised', 'grace hopper', 'GH'],
    ['surrounding and repeated spaces are ignored', '  Ada    Lovelace  ', 'AL'],
    ['accented letters are kept', 'élodie Ñúñez', 'ÉÑ'],
    ['a hyphenated word counts as one', 'Jean-Luc Picard', 'JP'],
  ])('%s: %s gives %s', (_title, name, initials) => {
    expect(getInitials(name, 'someone@example.com')).toBe(initials);
  });

  it.each([
    ['no name', undefined, 'lucia@example.com', 'LU'],
    ['an empty name', '', 'lucia@example.com', 'LU'],
    ['a name of spaces', '   ', 'lucia@example.com', 'LU'],
    ['an e-mail with leading spaces', undefined, '  zoe@example.com', 'ZO'],
  ])('%s gives the first two letters of the e-mail', (_title, name, email, initials) => {
    expect(getInitials(name, email)).toBe(initials);
  });
});

describe('getFirstName', () => {
  it.each([
    ['Ada Lovelace', 'Ada'],
    ['  Lucía García López ', 'Lucía'],
    ['Ada', 'Ada'],
    ['', ''],
    [undefined, ''],
  ])('%s gives %s', (name, first) => {
    expect(getFirstName(name)).toBe(first);
  });
});
