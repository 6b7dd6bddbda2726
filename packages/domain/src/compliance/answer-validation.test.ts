import { describe, expect, it } from 'vitest';
import { DomainError, ErrorCode } from '../errors.js';
import { assertValidComplianceAnswer } from './answer-validation.js';
import { getComplianceQuestions } from './content/catalogue.js';

const sasu = getComplianceQuestions('SASU');

function failure(run: () => void): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('a compliance answer', () => {
  it('is accepted with one known choice of an asked question', () => {
    expect(() => assertValidComplianceAnswer(sasu, {}, 'fr.year_end', ['dec31'])).not.toThrow();
    expect(() =>
      assertValidComplianceAnswer(sasu, {}, 'fr.sales_channels', ['online', 'eu_business']),
    ).not.toThrow();
  });

  it.each([
    ['an unknown question', 'fr.nope', ['yes'], 'question_id', 'errors.field.invalid'],
    ['an unknown choice', 'fr.year_end', ['dec32'], 'answers[0]', 'errors.field.invalid'],
    ['no choice', 'fr.employees', [], 'answers', 'errors.field.required'],
    ['two choices to a BOOLEAN', 'fr.employees', ['yes', 'no'], 'answers', 'errors.field.invalid'],
    [
      'two choices to a SINGLE_SELECT',
      'fr.year_end',
      ['dec31', 'jun30'],
      'answers',
      'errors.field.invalid',
    ],
    [
      'a repeated choice',
      'fr.sales_channels',
      ['online', 'online'],
      'answers',
      'errors.field.invalid',
    ],
  ])('is refused with %s', (_, questionId, answers, field, message) => {
    const error = failure(() => assertValidComplianceAnswer(sasu, {}, questionId, answers));
    expect(error.code).toBe(ErrorCode.InvalidArgument);
    expect(error.violations).toContainEqual({ field, message });
  });

  it('is refused for a question whose dependency is unmet', () => {
    const error = failure(() =>
      assertValidComplianceAnswer(sasu, { 'fr.year_end': ['other'] }, 'fr.first_year_long', [
        'yes',
      ]),
    );
    expect(error.code).toBe(ErrorCode.ComplianceQuestionNotAsked);
  });

  it('is refused for a question of another legal form', () => {
    const error = failure(() =>
      assertValidComplianceAnswer(sasu, {}, 'fr.urssaf_frequency', ['monthly']),
    );
    expect(error.code).toBe(ErrorCode.InvalidArgument);
  });
});
