import { describe, expect, it } from 'vitest';
import { getNafIndex } from './naf-activities.js';
import { NAF_KEYWORDS } from './naf-keywords.js';

const codes = (query: string, limit = 10) =>
  getNafIndex()
    .search(query, limit)
    .map((activity) => activity.code);

describe('the NAF index', () => {
  it('holds the 732 sub-classes of NAF rev. 2, and nothing coarser', () => {
    expect(getNafIndex().size).toBe(732);
    expect(getNafIndex().has('62.01Z')).toBe(true);
    expect(getNafIndex().has('62.01')).toBe(false);
    expect(getNafIndex().has('62')).toBe(false);
  });

  it('gives the official French label', () => {
    expect(getNafIndex().get('62.01Z')).toEqual({
      code: '62.01Z',
      label: 'Programmation informatique',
    });
  });

  it.each([
    ['programmation', '62.01Z'],
    ['Programmation informatique', '62.01Z'],
    ['developpement logiciel', '62.01Z'],
    ['développeur', '62.01Z'],
    ['coiffeur', '96.02A'],
    ['coiffure', '96.02A'],
    ['VTC', '49.32Z'],
    ['conseil gestion', '70.22Z'],
  ])('"%s" finds %s first', (query, code) => {
    expect(codes(query)[0]).toBe(code);
  });

  it.each([
    ['62.01Z', ['62.01Z']],
    ['6201z', ['62.01Z']],
    ['62.0', ['62.01Z', '62.02A', '62.02B', '62.03Z', '62.09Z']],
  ])('the code %s finds %j', (query, expected) => {
    expect(codes(query)).toEqual(expected);
  });

  it('stops at the limit', () => {
    expect(codes('commerce', 3)).toHaveLength(3);
  });

  it('every everyday keyword names an existing sub-class', () => {
    expect(Object.keys(NAF_KEYWORDS).filter((code) => !getNafIndex().has(code))).toEqual([]);
  });
});
