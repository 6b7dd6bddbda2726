import { getFrenchHomeDestination } from '@foundly/domain';
import { use, type ComponentType } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { HomeOverview } from '../../components/home-overview.js';
import { PageLoader } from '../../components/page-loader.js';
import { Redirect } from '../../components/redirect.js';
import { CancelledScreen } from '../../components/cancelled-screen.js';
import { areaPath, useArea } from '../../app/area/use-area.js';
import { useCurrentOrder } from '../order/api/current-order.js';

/**
 * The UK home: leads on to the step waiting for the founder (payment, the
 * questionnaire), as the French home does, when that step has a page, shows
 * the cancelled screen for a cancelled or declined file, and otherwise greets
 * with where the file stands and the next actions; once incorporated, with the
 * company's registered name and number.
 */
export function UkHomePage({
  loadStep,
}: {
  /** The page of a step of the UK questionnaire, undefined without one: the route gives its registry's. */
  loadStep: (funnel: string, step: string) => Promise<ComponentType | undefined>;
}) {
  const { t } = useI18n();
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
  // The checkout's steps are pages of their own; a questionnaire step is led to once its page
  // has loaded (which the step then shows at once), and only if it has one.
  const hasPage =
    destination.kind === 'step' &&
    (destination.funnelName === 'pre-payment' ||
      use(loadStep(destination.funnelName, destination.stepName)) !== undefined);
  if (destination.kind === 'step' && hasPage) {
    return (
      <Redirect
        to={areaPath(basePath, `/funnel/${destination.funnelName}/${destination.stepName}`)}
      />
    );
  }
  if (destination.kind === 'cancelled') return <CancelledScreen name={name} />;
  // Companies House's number, recorded by the team with the certificate on incorporation.
  const companyNumber = order.metadata['company_number'];
  const company = t('home.uk.title');
  return (
    <HomeOverview
      name={name}
      subtitle={
        companyNumber
          ? t('home.uk.formedTitle', {
              name: order.companyName || company,
              number: companyNumber,
            })
          : company
      }
    />
  );
}
