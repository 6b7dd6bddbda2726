import {
  canOpenStepInAnyOrder,
  getPreviousStep,
  hasQuestionnaireProceeded,
  type Destination,
} from '@foundly/domain';
import { Redirect } from '../../components/redirect.js';
import { Suspense, use } from 'react';
import { StepProvider } from '../../components/questionnaire/step-context.js';
import { PageLoader } from '../../components/page-loader.js';
import { useArea } from '../../app/area/use-area.js';
import { useCurrentOrder } from '../order/api/current-order.js';
import { FunnelLayout } from '../../layouts/funnel-layout.js';
import { toDomainProgress } from '../../lib/to-domain-progress.js';
import type { FunnelSteps } from '../../components/questionnaire/funnel-registry.js';
import { hasFunnelPages, loadFunnelSteps } from './step-registry.js';

/** Back stays inside the funnel: before its first step is the hub. */
function backPath(basePath: string, funnel: string, destination: Destination): string {
  return destination.kind === 'step' && destination.funnelName === funnel
    ? `${basePath}/funnel/${destination.funnelName}/${destination.stepName}`
    : basePath;
}

function StepPage({ steps, step }: { steps: Promise<FunnelSteps>; step: string }) {
  const { basePath } = useArea();
  const Step = use(steps)[step];
  return Step ? <Step /> : <Redirect to={basePath} />;
}

/**
 * A step of the Spanish questionnaire (spec 02 §2): the funnels are opened
 * from the hub in any order, so any existing step that is not skipped and
 * whose funnel is not locked; every step once the questionnaire is completed
 * or the file has moved past it. Otherwise the hub.
 */
export function SpanishFunnelPage({ funnel, step }: { funnel: string; step: string }) {
  const { basePath } = useArea();
  const { data } = useCurrentOrder();
  const steps = loadFunnelSteps(funnel);
  if (!hasFunnelPages(funnel)) return <Redirect to={basePath} />;
  if (!data?.order || !data.progress) return <PageLoader />;
  const progress = toDomainProgress(data.progress);
  const proceeded = hasQuestionnaireProceeded(data.order.status);
  if (!canOpenStepInAnyOrder(progress, funnel, step, proceeded)) {
    return <Redirect to={basePath} />;
  }
  return (
    <FunnelLayout
      funnel={funnel}
      progress={progress.funnels.find((candidate) => candidate.name === funnel)?.percentage}
      backTo={backPath(basePath, funnel, getPreviousStep(progress, funnel, step))}
    >
      <StepProvider value={{ funnel, step }}>
        <Suspense fallback={<PageLoader />}>
          <StepPage key={`${funnel}/${step}`} steps={steps} step={step} />
        </Suspense>
      </StepProvider>
    </FunnelLayout>
  );
}
