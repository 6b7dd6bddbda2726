import {
  canOpenStep,
  getPreviousStep,
  hasQuestionnaireProceeded,
  type Destination,
} from '@foundly/domain';
import { Redirect } from '../../components/redirect.js';
import { Suspense, use } from 'react';
import { PageLoader } from '../../components/page-loader.js';
import { useArea } from '../../app/area/use-area.js';
import { useCurrentOrder } from '../order/api/current-order.js';
import { FunnelLayout } from '../../layouts/funnel-layout.js';
import { StepProvider } from '../../components/questionnaire/step-context.js';
import { toDomainProgress } from '../../lib/to-domain-progress.js';
import type { FunnelSteps } from '../../components/questionnaire/funnel-registry.js';
import { hasFunnelPages, loadFunnelSteps } from './step-registry.js';

/** Screens that wait on the provider: there is nothing to go back to. */
const WAITING_SCREENS: ReadonlySet<string> = new Set(['waiting-signature', 'waiting-approval']);

function pathOf(basePath: string, destination: Destination): string {
  return destination.kind === 'home' || destination.funnelName === 'pre-payment'
    ? basePath
    : `${basePath}/funnel/${destination.funnelName}/${destination.stepName}`;
}

function StepPage({ steps, step }: { steps: Promise<FunnelSteps>; step: string }) {
  const { basePath } = useArea();
  const Step = use(steps)[step];
  return Step ? <Step /> : <Redirect to={basePath} />;
}

/**
 * A step of the French questionnaire (spec 01 §2 Funnels): shown only if it
 * exists and is not beyond where the founder stands, unless the file has
 * moved past the questionnaire; otherwise the home, which leads on to the
 * current step. The back button goes to the previous step.
 */
export function FrenchFunnelPage({ funnel, step }: { funnel: string; step: string }) {
  const { basePath } = useArea();
  const { data } = useCurrentOrder();
  const steps = loadFunnelSteps(funnel);
  if (!hasFunnelPages(funnel)) return <Redirect to={basePath} />;
  if (!data?.order || !data.progress) return <PageLoader />;
  const progress = toDomainProgress(data.progress);
  if (!canOpenStep(progress, funnel, step, hasQuestionnaireProceeded(data.order.status))) {
    return <Redirect to={basePath} />;
  }
  const location = { funnel, step };
  return (
    <FunnelLayout
      funnel={funnel}
      progress={progress.funnels.find((candidate) => candidate.name === funnel)?.percentage}
      backTo={
        WAITING_SCREENS.has(step)
          ? undefined
          : pathOf(basePath, getPreviousStep(progress, funnel, step))
      }
    >
      <StepProvider value={location}>
        <Suspense fallback={<PageLoader />}>
          <StepPage key={`${funnel}/${step}`} steps={steps} step={step} />
        </Suspense>
      </StepProvider>
    </FunnelLayout>
  );
}
