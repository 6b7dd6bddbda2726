import { OrderStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { isStatusChangeEmailed } from './status-email.js';

const S = OrderStatus;

describe('isStatusChangeEmailed', () => {
  it.each([
    ['DRAFT -> PLACED is covered by the payment receipt', S.DRAFT, S.PLACED, false],
    [
      'PLACED -> WAITING_QUESTIONS is the founder’s own first answer',
      S.PLACED,
      S.WAITING_QUESTIONS,
      false,
    ],
    [
      'PLACED -> WAITING_ESIGNATURE is covered by the signature request',
      S.PLACED,
      S.WAITING_ESIGNATURE,
      false,
    ],
    [
      'WAITING_QUESTIONS -> WAITING_ESIGNATURE is covered by the signature request',
      S.WAITING_QUESTIONS,
      S.WAITING_ESIGNATURE,
      false,
    ],
    [
      'QUESTIONNAIRE_APPROVED -> WAITING_ESIGNATURE (Spain) is covered by the signature request',
      S.QUESTIONNAIRE_APPROVED,
      S.WAITING_ESIGNATURE,
      false,
    ],
    [
      'PROCESSING_QUESTIONNAIRE -> WAITING_QUESTIONS (a send-back) is e-mailed',
      S.PROCESSING_QUESTIONNAIRE,
      S.WAITING_QUESTIONS,
      true,
    ],
    [
      'WAITING_ESIGNATURE -> QUESTIONNAIRE_RECEIVED is e-mailed',
      S.WAITING_ESIGNATURE,
      S.QUESTIONNAIRE_RECEIVED,
      true,
    ],
    [
      'WAITING_ESIGNATURE -> PROCESSING_AEAT is e-mailed',
      S.WAITING_ESIGNATURE,
      S.PROCESSING_AEAT,
      true,
    ],
    [
      'QUESTIONNAIRE_APPROVED -> AWAITING_CD is e-mailed',
      S.QUESTIONNAIRE_APPROVED,
      S.AWAITING_CD,
      true,
    ],
    ['AWAITING_FUNDS -> COMPLETED is e-mailed', S.AWAITING_FUNDS, S.COMPLETED, true],
    ['DRAFT -> CANCELED is e-mailed', S.DRAFT, S.CANCELED, true],
    ['PLACED -> DECLINED is e-mailed', S.PLACED, S.DECLINED, true],
  ])('%s', (_title, from, to, emailed) => {
    expect(isStatusChangeEmailed(from, to)).toBe(emailed);
  });
});
