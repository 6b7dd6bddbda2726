import { useI18n } from '../../../app/i18n/index.js';
import { useArea } from '../../../app/area/use-area.js';
import { stepPath } from '../../questionnaire/step-context.js';
import { StepsToFixList } from '../../questionnaire/summary/steps-to-fix-list.js';
import type { StepToFinish } from './steps-to-finish.js';

/** The steps to complete before sending, each with a link to it. */
export function StepsToFinishList({ steps }: { steps: readonly StepToFinish[] }) {
  const { t, tDynamic } = useI18n();
  const { basePath } = useArea();
  return (
    <StepsToFixList
      id="steps-to-finish"
      title={t('spanishSummary.incomplete.title')}
      linkText={t('spanishSummary.incomplete.finish')}
      items={steps.map((step) => {
        const { funnelName, stepName } = step;
        const funnel = tDynamic(`spanishSummary.funnels.${funnelName}`, funnelName);
        const label = `${funnel} · ${tDynamic(`spanishSummary.steps.${funnelName}.${stepName}`, stepName)}`;
        return {
          key: `${funnelName}/${stepName}`,
          text: label,
          to: stepPath(basePath, step),
          linkLabel: t('spanishSummary.incomplete.finishLabel', { step: label }),
        };
      })}
    />
  );
}
