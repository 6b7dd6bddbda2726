import { getFrenchHomeDestination } from '@foundly/domain';
import { Redirect } from '../../components/redirect.js';
import { PageLoader } from '../../components/page-loader.js';
import { areaPath, useArea } from '../../app/area/use-area.js';
import { useCurrentOrder } from '../order/api/current-order.js';
import { CancelledScreen } from '../../components/cancelled-screen.js';
import { FrenchHomeOverview } from './french-home-overview.js';

/**
 * The French home (spec 01 §2): leads on to the step waiting for the founder
 * (payment, questionnaire, signature, review), shows the cancelled screen for
 * a cancelled or declined file, and otherwise greets with the next actions.
 */
export function FrenchHomePage() {
  const { basePath, viewer } = useArea();
  const { data } = useCurrentOrder();
  if (!data?.order) return <PageLoader />;
  const { order } = data;
  const name = data.customer?.name || viewer?.name;
  const destination = getFrenchHomeDestination({
    status: order.status,
    metadata: order.metadata,
    currentFunnel: data.progress?.currentFunnel,
    currentStep: data.progress?.currentStep,
  });
  if (destination.kind === 'step') {
    return (
      <Redirect
        to={areaPath(basePath, `/funnel/${destination.funnelName}/${destination.stepName}`)}
      />
    );
  }
  if (destination.kind === 'cancelled') return <CancelledScreen name={name} />;
  return <FrenchHomeOverview name={name} status={order.status} legalForm={order.legalForm} />;
}
