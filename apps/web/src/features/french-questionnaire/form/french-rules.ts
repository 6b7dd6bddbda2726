import {
  FORMAT_ONLY_FRENCH_REFERENCE,
  validateFrenchAnswers,
  type FieldViolation,
  type FrenchAnswers,
} from '@foundly/domain';
import type { LegalForm } from '@foundly/proto';
import { todayInFrance } from '../../questionnaire/today.js';

/**
 * The domain's French rules as a step checks them before saving (the
 * official lists are the server's to check). Loaded with a step's first
 * submit: with the phone numbering plans, they are not needed to show it.
 */
export function checkFrenchAnswers(
  update: FrenchAnswers,
  legalForm: LegalForm,
): readonly FieldViolation[] {
  return validateFrenchAnswers(update, legalForm, FORMAT_ONLY_FRENCH_REFERENCE, todayInFrance());
}
