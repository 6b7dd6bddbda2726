import { validateSpanishAnswers, type FieldViolation, type SpanishAnswers } from '@foundly/domain';
import { todayInSpain } from '../../../components/questionnaire/today.js';
import type { QuestionnaireUpdate } from './use-save-questionnaire.js';

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
