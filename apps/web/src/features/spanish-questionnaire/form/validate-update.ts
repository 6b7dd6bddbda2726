import { validateSpanishAnswers, type FieldViolation } from '@foundly/domain';
import { todayInSpain } from '../../../components/questionnaire/today.js';
import type { QuestionnaireUpdate } from '../api/use-save-spanish-answers.js';

/** The domain's Spanish rules, run on an update before it is sent. */
export function validateUpdate(update: QuestionnaireUpdate): readonly FieldViolation[] {
  return validateSpanishAnswers(
    {
      ...(update.personalInformation
        ? { spanishPersonalInformation: update.personalInformation }
        : {}),
      ...(update.businessInformation ? { businessInformation: update.businessInformation } : {}),
    } as Parameters<typeof validateSpanishAnswers>[0],
    todayInSpain(),
  );
}
