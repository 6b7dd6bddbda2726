import { describe, expect, it } from 'vitest';
import { getComplianceQuestions } from './content/catalogue.js';
import {
  getFirstUnansweredQuestionId,
  getNextQuestionId,
  getPreviousQuestionId,
  isLastQuestion,
  isQuestionAsked,
  pruneAnswers,
} from './question-model.js';

const sasu = getComplianceQuestions('SASU');

describe('dependent compliance questions', () => {
  it('asks for a long first year only after a year end the rules date', () => {
    expect(isQuestionAsked(sasu, { 'fr.year_end': ['dec31'] }, 'fr.first_year_long')).toBe(true);
    expect(isQuestionAsked(sasu, { 'fr.year_end': ['other'] }, 'fr.first_year_long')).toBe(false);
    expect(isQuestionAsked(sasu, {}, 'fr.first_year_long')).toBe(false);
  });

  it('skips an unmet dependency going forwards', () => {
    expect(getNextQuestionId(sasu, { 'fr.year_end': ['other'] }, 'fr.year_end')).toBe(
      'fr.vat_regime',
    );
    expect(getNextQuestionId(sasu, { 'fr.year_end': ['jun30'] }, 'fr.year_end')).toBe(
      'fr.first_year_long',
    );
  });

  it('skips an unmet dependency going backwards', () => {
    expect(getPreviousQuestionId(sasu, { 'fr.year_end': ['other'] }, 'fr.vat_regime')).toBe(
      'fr.year_end',
    );
    expect(getPreviousQuestionId(sasu, { 'fr.year_end': ['dec31'] }, 'fr.vat_regime')).toBe(
      'fr.first_year_long',
    );
    expect(getPreviousQuestionId(sasu, {}, 'fr.year_end')).toBeNull();
  });

  it('skips the VAT frequency unless the regime is the normal one, and the chain of a skipped parent', () => {
    const answers = { 'fr.vat_regime': ['franchise'] };
    expect(getNextQuestionId(sasu, answers, 'fr.vat_regime')).toBe('fr.employees');
    expect(getPreviousQuestionId(sasu, answers, 'fr.employees')).toBe('fr.vat_regime');
  });

  it('starts at the first question and ends after the last', () => {
    expect(getNextQuestionId(sasu, {}, null)).toBe('fr.year_end');
    expect(getNextQuestionId(sasu, {}, 'fr.regulated')).toBeNull();
    expect(isLastQuestion(sasu, {}, 'fr.regulated')).toBe(true);
    expect(isLastQuestion(sasu, {}, 'fr.sales_channels')).toBe(false);
  });

  it('drops answers to questions no longer asked when the parent answer changes', () => {
    const pruned = pruneAnswers(sasu, {
      'fr.year_end': ['other'],
      'fr.first_year_long': ['yes'],
      'fr.vat_regime': ['reel_simplifie'],
      'fr.vat_frequency': ['monthly'],
    });
    expect(pruned).toEqual({ 'fr.year_end': ['other'], 'fr.vat_regime': ['reel_simplifie'] });
  });

  it('names the first asked question left unanswered', () => {
    expect(getFirstUnansweredQuestionId(sasu, { 'fr.year_end': ['dec31'] })).toBe(
      'fr.first_year_long',
    );
    expect(getFirstUnansweredQuestionId(sasu, { 'fr.year_end': ['other'] })).toBe('fr.vat_regime');
  });

  it('asks a micro-entreprise neither its year end nor its first year, but its Urssaf rhythm', () => {
    const ids = getComplianceQuestions('MICROENTERPRISE').map((question) => question.id);
    expect(ids).not.toContain('fr.year_end');
    expect(ids).toContain('fr.urssaf_frequency');
    expect(getComplianceQuestions('SASU').map((question) => question.id)).not.toContain(
      'fr.urssaf_frequency',
    );
  });
});
