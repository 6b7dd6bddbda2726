import type { FieldViolation } from '@foundly/domain';
import type { QuestionnaireUpdate } from '../api/use-save-spanish-answers.js';

/**
 * The domain's Spanish rules, run on an update before it is sent. Loaded with
 * the first update checked: with their schemas, they are not needed to show
 * a step.
 */
export async function validateUpdate(
  update: QuestionnaireUpdate,
): Promise<readonly FieldViolation[]> {
  const { checkSpanishAnswers } = await import('./spanish-rules.js');
  return checkSpanishAnswers(update);
}
