import { YesNo } from '@foundly/proto';
import type { YesNoValue } from '../../questionnaire/fields/yes-no.js';

/** A saved tri-valued answer as a radio value: '' while unanswered. */
export function fromYesNoAnswer(answer: YesNo | undefined): YesNoValue {
  if (answer === YesNo.TRUE) return 'yes';
  if (answer === YesNo.FALSE) return 'no';
  return '';
}

/** A radio value as the tri-valued answer the contract carries. */
export function toYesNoAnswer(value: YesNoValue): YesNo {
  if (value === 'yes') return YesNo.TRUE;
  if (value === 'no') return YesNo.FALSE;
  return YesNo.UNSPECIFIED;
}
