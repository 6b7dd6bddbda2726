import { LegalForm } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { checkDirectors, type BoardForm, type SpanishDirector } from './board.js';

const DEED = '2026-11-26';
const person = (dateOfBirth = '1990-05-01', idNumber = '12345678Z'): SpanishDirector => ({
  kind: 'person',
  idNumber,
  dateOfBirth,
});
const people = (count: number) => Array.from({ length: count }, () => person());
const messages = (
  form: LegalForm.SL | LegalForm.SA,
  board: BoardForm,
  directors: SpanishDirector[],
) => checkDirectors(form, board, directors, DEED).map((v) => `${v.field}: ${v.message}`);

describe('the directors and the form of the board (arts. 210 and 242 LSC)', () => {
  it.each<[LegalForm.SL | LegalForm.SA, BoardForm, number, string[]]>([
    [LegalForm.SL, 'sole_director', 1, []],
    [LegalForm.SL, 'sole_director', 2, ['directors: errors.field.soleDirector']],
    [LegalForm.SL, 'sole_director', 0, ['directors: errors.field.soleDirector']],
    [LegalForm.SL, 'joint_and_several', 1, ['directors: errors.field.severalDirectors']],
    [LegalForm.SL, 'joint_and_several', 2, []],
    [LegalForm.SA, 'joint_and_several', 5, []],
    [LegalForm.SL, 'joint', 1, ['directors: errors.field.severalDirectors']],
    [LegalForm.SL, 'joint', 3, []],
    [LegalForm.SA, 'joint', 2, []],
    [LegalForm.SA, 'joint', 3, ['directors: errors.field.saJointDirectors']],
    [LegalForm.SL, 'board', 2, ['directors: errors.field.boardMinimum']],
    [LegalForm.SL, 'board', 3, []],
    [LegalForm.SL, 'board', 12, []],
    [LegalForm.SL, 'board', 13, ['directors: errors.field.slBoardMaximum']],
    [LegalForm.SA, 'board', 13, []],
  ])('%s, %s with %i directors', (form, board, count, expected) => {
    expect(messages(form, board, people(count))).toEqual(expected);
  });

  it('takes a person from their 18th birthday on the day of the deed', () => {
    expect(messages(LegalForm.SL, 'sole_director', [person('2008-11-26')])).toEqual([]);
    expect(messages(LegalForm.SL, 'sole_director', [person('2008-11-27')])).toEqual([
      'directors.0.date_of_birth: errors.field.directorAdult',
    ]);
    expect(
      messages(LegalForm.SL, 'sole_director', [{ kind: 'person', idNumber: '12345678Z' }]),
    ).toEqual(['directors.0.date_of_birth: errors.field.directorAdult']);
  });

  it('takes a company by its NIF, without a date of birth, and refuses a wrong letter', () => {
    const company: SpanishDirector = { kind: 'company', idNumber: 'B12345674' };
    expect(messages(LegalForm.SL, 'joint_and_several', [company, person()])).toEqual([]);
    expect(messages(LegalForm.SL, 'sole_director', [person('1990-05-01', 'Y1234567Z')])).toEqual([
      'directors.0.id_number: errors.field.nifOrNie',
    ]);
  });
});
