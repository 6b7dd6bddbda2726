import { describe, expect, it } from 'vitest';
import { DomainError, ErrorCode } from '../errors.js';
import { applyStepAction, getComplianceScreen, isPlanReviewable } from './step-state.js';

describe('compliance step states', () => {
  it.each([
    ['NEW', 'STEP_MARKED_COMPLETED', 'COMPLETE'],
    ['NEW', 'STEP_MARKED_SKIPPED', 'SKIPPED'],
    ['IN_PROGRESS', 'STEP_MARKED_COMPLETED', 'COMPLETE'],
    ['IN_PROGRESS', 'STEP_MARKED_SKIPPED', 'SKIPPED'],
  ] as const)('%s + %s -> %s', (state, action, expected) => {
    expect(applyStepAction(state, action)).toBe(expected);
  });

  it.each([
    ['COMPLETE', 'STEP_MARKED_SKIPPED'],
    ['COMPLETE', 'STEP_MARKED_COMPLETED'],
    ['SKIPPED', 'STEP_MARKED_COMPLETED'],
    ['SKIPPED', 'STEP_MARKED_SKIPPED'],
  ] as const)('a %s step refuses %s', (state, action) => {
    expect(() => applyStepAction(state, action)).toThrow(
      expect.objectContaining({ code: ErrorCode.ComplianceStepClosed }) as DomainError,
    );
  });
});

describe('the compliance screen on load (spec 02 §4)', () => {
  it.each([
    [{ planStatus: 'PRE_APPROVED', hasQuestionnaire: true }, 'plan'],
    [{ planStatus: 'MANUALLY_APPROVED', hasQuestionnaire: true }, 'plan'],
    [{ planStatus: 'NEEDS_APPROVAL', hasQuestionnaire: true }, 'generate-plan'],
    [{ planStatus: 'IN_REVIEW', hasQuestionnaire: true }, 'generate-plan'],
    [{ planStatus: undefined, hasQuestionnaire: true }, 'questionnaire'],
    [{ planStatus: undefined, hasQuestionnaire: false }, 'intro'],
  ] as const)('%o -> %s', (input, expected) => {
    expect(getComplianceScreen(input)).toBe(expected);
  });

  it('lets an operator change only a plan waiting for or under review', () => {
    expect(isPlanReviewable('NEEDS_APPROVAL')).toBe(true);
    expect(isPlanReviewable('IN_REVIEW')).toBe(true);
    expect(isPlanReviewable('PRE_APPROVED')).toBe(false);
    expect(isPlanReviewable('MANUALLY_APPROVED')).toBe(false);
  });
});
