import { useState } from 'react';
import type { FieldValues } from '../../../lib/form/paths.js';
import { useAdvance } from '../../questionnaire/step-context.js';
import {
  useQuestionnaireForm,
  type QuestionnaireForm,
} from '../../questionnaire/form/use-questionnaire-form.js';
import { useSpanishAnswersSave, type StepFormOptions } from '../form/use-step-form.js';

export interface AnalysedStepFormOptions<
  Values extends FieldValues,
> extends StepFormOptions<Values> {
  /** Whether, once the answers are saved, the step's documents must be read before moving on. */
  needsAnalysis: (values: Values) => boolean;
}

export interface AnalysedStepForm<Values extends FieldValues> extends QuestionnaireForm<Values> {
  /** True once saved with documents to read: show the AnalysingScreen instead of the form. */
  analysing: boolean;
}

/**
 * The form of an upload step (spec 02 §2): saved like any Spanish step, then
 * either the analysing screen, which reads the documents and moves on, or
 * the next step straight away when there is nothing new to read.
 */
export function useAnalysedStepForm<Values extends FieldValues>(
  options: AnalysedStepFormOptions<Values>,
): AnalysedStepForm<Values> {
  const advance = useAdvance();
  const [analysing, setAnalysing] = useState(false);
  const { needsAnalysis } = options;
  const questionnaireForm = useQuestionnaireForm(options, {
    ...useSpanishAnswersSave(),
    advance: async (progress) => {
      if (needsAnalysis(questionnaireForm.form.getValues())) setAnalysing(true);
      else await advance(progress);
    },
  });
  return { ...questionnaireForm, analysing };
}
