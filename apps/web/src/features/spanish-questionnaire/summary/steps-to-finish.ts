/** A step the server says is still to be completed before the questionnaire can be sent. */
export interface StepToFinish {
  funnelName: string;
  stepName: string;
}

/**
 * The steps a refused QuestionnaireReviewed names (reason
 * SUBMISSION_INCOMPLETE): one field violation each, the field naming the
 * step as `funnel/step`; anything else is left out, and each step once.
 */
export function readStepsToFinish(
  fields: readonly { field: string; description: string }[],
): StepToFinish[] {
  const steps: StepToFinish[] = [];
  for (const { field } of fields) {
    const [funnelName, stepName, ...rest] = field.split('/');
    if (!funnelName || !stepName || rest.length > 0) continue;
    if (steps.some((step) => step.funnelName === funnelName && step.stepName === stepName)) {
      continue;
    }
    steps.push({ funnelName, stepName });
  }
  return steps;
}
