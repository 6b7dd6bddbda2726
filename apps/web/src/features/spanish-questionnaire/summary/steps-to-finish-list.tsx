import { Link } from '@tanstack/react-router';
import { AlertTriangle, ArrowRight } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';
import { useArea } from '../../../app/area/use-area.js';
import type { StepToFinish } from './steps-to-finish.js';

/** The steps to complete before sending, each with a link to it. */
export function StepsToFinishList({ steps }: { steps: readonly StepToFinish[] }) {
  const { t, tDynamic } = useI18n();
  const { basePath } = useArea();
  return (
    <section
      aria-labelledby="steps-to-finish"
      className="rounded-xl border border-danger/40 bg-danger/5 p-4"
    >
      <h2 id="steps-to-finish" className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-5 shrink-0 text-danger" aria-hidden="true" />
        {t('spanishSummary.incomplete.title')}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {steps.map(({ funnelName, stepName }) => {
          const to: string = `${basePath}/funnel/${funnelName}/${stepName}`;
          const funnel = tDynamic(`spanishSummary.funnels.${funnelName}`, funnelName);
          const step = tDynamic(`spanishSummary.steps.${funnelName}.${stepName}`, stepName);
          const label = `${funnel} · ${step}`;
          return (
            <li
              key={`${funnelName}/${stepName}`}
              className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <span>{label}</span>
              <Link
                to={to}
                className="inline-flex min-h-11 shrink-0 items-center gap-1 font-semibold text-brand-700 underline dark:text-brand-100"
                aria-label={t('spanishSummary.incomplete.finishLabel', { step: label })}
              >
                {t('spanishSummary.incomplete.finish')}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
