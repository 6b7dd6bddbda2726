import { validateSpanishAnswers, type FieldViolation, type SpanishAnswers } from '@foundly/domain';
import { todayInSpain } from '../../questionnaire/today.js';
import type { QuestionnaireUpdate } from '../api/use-save-spanish-answers.js';

/** The domain's Spanish rules, run on an update as a step sends it. */
export function checkSpanishAnswers(update: QuestionnaireUpdate): readonly FieldViolation[] {
  return validateSpanishAnswers(
    {
      ...(update.personalInformation
        ? { spanishPersonalInformation: update.personalInformation }
        : {}),
      ...(update.businessInformation ? { businessInformation: update.businessInformation } : {}),
    } as SpanishAnswers,
    todayInSpain(),
  );
}
