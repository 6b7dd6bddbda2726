import {
  UK_SECTION_FIELDS,
  type UkIncorporationAnswers,
  type UkSectionName,
} from '@foundly/domain';
import type { FieldValues } from '../../../lib/form/paths.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import {
  useQuestionnaireForm,
  type QuestionnaireForm,
  type StepFormOptions as QuestionnaireStepFormOptions,
} from '../../questionnaire/form/use-questionnaire-form.js';
import { useSaveUkAnswers, type UkSectionsUpdate } from '../api/use-save-uk-answers.js';

export type StepFormOptions<Values extends FieldValues> = QuestionnaireStepFormOptions<
  Values,
  UkSectionName,
  UkSectionsUpdate
>;

/**
 * A UK questionnaire step's form: the domain's UK rules in the browser (the
 * SIC list and the day of the check are the server's to confirm),
 * UpdateUkIncorporation to save, then where the questionnaire leads.
 */
export function useUkStepForm<Values extends FieldValues>(
  options: StepFormOptions<Values>,
): QuestionnaireForm<Values> {
  const { data } = useCurrentOrder();
  const { save, pending } = useSaveUkAnswers(data?.order?.id ?? '');
  return useQuestionnaireForm(options, {
    sectionFields: UK_SECTION_FIELDS,
    validate: async (update) => {
      const { checkUkSections } = await import('./uk-rules.js');
      return checkUkSections(
        update as UkIncorporationAnswers,
        (data?.questionnaire?.ukIncorporation ?? {}) as UkIncorporationAnswers,
      );
    },
    save,
    pending,
  });
}
