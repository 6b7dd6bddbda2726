import { createFileRoute } from '@tanstack/react-router';
import { isPageLive } from '../../../../../app/ssr/is-page-live.js';
import { PageLoader } from '../../../../../components/page-loader.js';
import { Redirect } from '../../../../../components/redirect.js';
import { Suspense, use } from 'react';
import type { CHECKOUT_STEPS } from '../../../../../features/checkout/checkout-steps.js';
import { loadCheckoutSteps } from '../../../../../features/checkout/load-checkout-steps.js';
import { createCountryQuestionnaires } from '../../../../../features/questionnaire/country-questionnaires.js';
import { FunnelPage } from '../../../../../features/questionnaire/funnel-page.js';
import { useArea } from '../../../../../app/area/use-area.js';
import { FunnelLayout } from '../../../../../layouts/funnel-layout.js';
import { pickStrings } from '../../../../../lib/search-params.js';

type Params = ReturnType<typeof validateSearch>;

function validateSearch(search: Record<string, unknown>) {
  return pickStrings(search, ['session_id', 'temp_auth', 'redirectAfter', 'view']);
}

/** The checkout steps of each country, in order; unknown ones send the person home. */
const STEPS: Record<string, Record<string, readonly string[]>> = {
  fr: { 'pre-payment': ['payment', 'stripe', 'success', 'failure'] },
  es: { 'pre-payment': ['fiscal-territory', 'payment', 'stripe', 'success', 'failure'] },
};

type CheckoutSteps = typeof CHECKOUT_STEPS;

/** A checkout step's page, from the checkout's own chunk. */
function CheckoutStep({
  country,
  step,
  params,
}: {
  country: string;
  step: string;
  params: Params;
}) {
  const steps: Promise<CheckoutSteps> = loadCheckoutSteps();
  const Step = use(steps)[country]?.[step];
  return Step ? <Step params={params} /> : null;
}

/** Each country's questionnaire: its funnels and the way through them, a chunk of its own. */
const QUESTIONNAIRES = createCountryQuestionnaires({
  fr: () =>
    import('../../../../../features/french-questionnaire/french-questionnaire.js').then(
      (module) => module.frenchQuestionnaire,
    ),
  es: () =>
    import('../../../../../features/spanish-questionnaire/spanish-questionnaire.js').then(
      (module) => module.spanishQuestionnaire,
    ),
});

/** The country's questionnaire (its chunk read at once when the loader awaited it). */
function CountryFunnelPage({
  country,
  funnel,
  step,
}: {
  country: string;
  funnel: string;
  step: string;
}) {
  const questionnaire = use(QUESTIONNAIRES.load(country));
  return questionnaire ? (
    <FunnelPage questionnaire={questionnaire} funnel={funnel} step={step} />
  ) : null;
}

export const Route = createFileRoute('/$country/$locale/funnel/$funnel/$step')({
  validateSearch,
  // A page rendered on the server, and hydrated, waits for its step's page so that it is
  // whole; a step opened once the page is live shows its frame (the new back link) at once.
  loader: async ({ params }) => {
    if (params.funnel === 'pre-payment') {
      const steps = loadCheckoutSteps();
      if (!isPageLive()) await steps;
      return;
    }
    const page = QUESTIONNAIRES.load(params.country).then((questionnaire) =>
      questionnaire?.funnels.loadStep(params.funnel, params.step),
    );
    if (!isPageLive()) await page;
  },
  component: function FunnelStepRoute() {
    const { funnel, step } = Route.useParams();
    const params = Route.useSearch();
    const { prefix, basePath } = useArea();
    if (QUESTIONNAIRES.has(prefix) && funnel !== 'pre-payment') {
      return (
        <Suspense fallback={<PageLoader />}>
          <CountryFunnelPage country={prefix} funnel={funnel} step={step} />
        </Suspense>
      );
    }
    const steps = STEPS[prefix]?.[funnel];
    const index = steps?.indexOf(step) ?? -1;
    if (!steps || index < 0) return <Redirect to={basePath} />;
    const previous =
      index > 0 && step !== 'success' && step !== 'failure' ? steps[index - 1] : undefined;
    return (
      <FunnelLayout
        funnel={funnel}
        backTo={previous ? `${basePath}/funnel/${funnel}/${previous}` : undefined}
      >
        <Suspense fallback={<PageLoader />}>
          <CheckoutStep country={prefix} step={step} params={params} />
        </Suspense>
      </FunnelLayout>
    );
  },
});
