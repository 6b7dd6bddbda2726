import { OrderStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import {
  hasQuestionnaireProceeded,
  isOrderClosedWithoutCompany,
  isQuestionnaireInProgress,
} from './order-status-groups.js';

const S = OrderStatus;

describe('questionnaire stage', () => {
  it.each([
    [S.DRAFT, true, false],
    [S.PLACED, true, false],
    [S.WAITING_QUESTIONS, true, false],
    [S.WAITING_ESIGNATURE, false, true],
    [S.QUESTIONNAIRE_RECEIVED, false, true],
    [S.PROCESSING_AEAT, false, true],
    [S.COMPLETED, false, true],
    [S.CANCELED, false, true],
    [S.UNSPECIFIED, false, false],
  ])('%s: in progress %s, proceeded %s', (status, inProgress, proceeded) => {
    expect(isQuestionnaireInProgress(status)).toBe(inProgress);
    expect(hasQuestionnaireProceeded(status)).toBe(proceeded);
  });
});

describe('isOrderClosedWithoutCompany', () => {
  it.each([
    [S.CANCELED, true],
    [S.DECLINED, true],
    [S.COMPLETED, false],
    [S.DRAFT, false],
    [S.UNSPECIFIED, false],
  ])('%s gives %s', (status, expected) => {
    expect(isOrderClosedWithoutCompany(status)).toBe(expected);
  });
});
