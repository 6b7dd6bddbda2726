import { describe, expect, it } from 'vitest';
import { checkUkDirectors, type UkDirector } from './directors.js';

const ON = '2026-11-26';
const person = (dateOfBirth: string): UkDirector => ({ kind: 'person', dateOfBirth });
const messages = (directors: UkDirector[]) =>
  checkUkDirectors(directors, ON).map((v) => `${v.field}: ${v.message}`);

describe('the directors of a private company', () => {
  it('takes a director from their 16th birthday on the day of incorporation (s. 157)', () => {
    expect(messages([person('2010-11-26')])).toEqual([]);
    expect(messages([person('2010-11-27')])).toEqual([
      'directors.0.date_of_birth: errors.field.directorAge16',
    ]);
  });

  it('counts a birthday on 29 February from 1 March in a common year', () => {
    const born = person('2008-02-29');
    expect(checkUkDirectors([born], '2024-02-28')).toHaveLength(1);
    expect(checkUkDirectors([born], '2024-02-29')).toEqual([]);
  });

  it('needs one director at least (s. 154), one of them a natural person (s. 155)', () => {
    expect(messages([])).toEqual(['directors: errors.field.directorRequired']);
    expect(messages([{ kind: 'corporate' }])).toEqual([
      'directors: errors.field.naturalPersonDirector',
    ]);
    expect(messages([{ kind: 'corporate' }, person('1980-01-01')])).toEqual([]);
  });
});
