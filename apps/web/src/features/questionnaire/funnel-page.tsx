import { hasQuestionnaireProceeded } from '@foundly/domain';
import { Redirect } from '../../components/redirect.js';
import { createElement, Suspense, use, useEffect, type ComponentType } from 'react';
import { whenIdle } from '../../lib/when-idle.js';
import { PageLoader } from '../../components/page-loader.js';
import { useArea } from '../../app/area/use-area.js';
import { useCurrentOrder } from '../order/api/current-order.js';
import { FunnelLayout } from '../../layouts/funnel-layout.js';
import type { Questionnaire } from './questionnaire.js';
import { destinationPath, StepProvider } from './step-context.js';

function StepPage({ page }: { page: Promise<ComponentType | undefined> }) {
  const { basePath } = useArea();
  const step = use(page);
  return step ? createElement(step) : <Redirect to={basePath} />;
}

export interface FunnelPageProps {
  /** The questionnaire of the area's country. */
  questionnaire: Questionnaire;
  funnel: string;
  step: string;
}

/**
 * A step of a questionnaire (spec 01 §2 Funnels, spec 02 §2): shown only if
 * its funnel has pages, the step exists and the country's questionnaire lets
 * the founder open it now; otherwise the home, which leads on. The back link
 * leads where the country's questionnaire says, except on the screens that
 * wait on someone else.
 */
export function FunnelPage({ questionnaire, funnel, step }: FunnelPageProps) {
  const { basePath } = useArea();
  const { data } = useCurrentOrder();
  const { funnels, canOpen, backTo, waitingScreens } = questionnaire;
  useEffect(() => whenIdle(() => funnels.preloadFunnel(funnel)), [funnels, funnel]);
  if (!funnels.hasFunnelPages(funnel)) return <Redirect to={basePath} />;
  const page = funnels.loadStep(funnel, step);
  if (!data?.order || !data.progress) return <PageLoader />;
  const { progress } = data;
  if (!canOpen(progress, funnel, step, hasQuestionnaireProceeded(data.order.status))) {
    return <Redirect to={basePath} />;
  }
  return (
    <FunnelLayout
      funnel={funnel}
      progress={progress.funnels.find((candidate) => candidate.name === funnel)?.percentage}
      backTo={
        waitingScreens.includes(step)
          ? undefined
          : destinationPath(basePath, backTo(progress, funnel, step))
      }
    >
      <StepProvider value={{ funnel, step, questionnaire }}>
        <Suspense fallback={<PageLoader />}>
          <StepPage key={`${funnel}/${step}`} page={page} />
        </Suspense>
      </StepProvider>
    </FunnelLayout>
  );
}
