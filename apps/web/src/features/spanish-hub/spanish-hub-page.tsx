import { getSpanishHomeView } from '@foundly/domain';
import { FiscalTerritory } from '@foundly/proto';
import { lazy } from 'react';
import { Redirect } from '../../components/redirect.js';
import { useI18n } from '../../app/i18n/index.js';
import { FileTimeline } from '../../components/file-timeline/index.js';
import { Greeting } from '../../components/greeting.js';
import { OrderStatusCard } from '../../components/order-status-card.js';
import { PageLoader } from '../../components/page-loader.js';
import { areaPath, useArea } from '../../app/area/use-area.js';
import { useCurrentOrder } from '../order/api/current-order.js';

/*
 * One screen per stage of the file, each a chunk of its own: a founder's hub
 * loads the screen of where their file stands, not the others.
 */
const ChecklistScreen = lazy(() =>
  import('./checklist-screen.js').then((module) => ({ default: module.ChecklistScreen })),
);
const SignScreen = lazy(() =>
  import('./sign-screen.js').then((module) => ({ default: module.SignScreen })),
);
const ThanksScreen = lazy(() =>
  import('./thanks-screen.js').then((module) => ({ default: module.ThanksScreen })),
);
const CongratulationsScreen = lazy(() =>
  import('./congratulations-screen.js').then((module) => ({
    default: module.CongratulationsScreen,
  })),
);
const CancelledScreen = lazy(() =>
  import('../../components/cancelled-screen.js').then((module) => ({
    default: module.CancelledScreen,
  })),
);
const FiscalTerritoryThanks = lazy(() =>
  import('../../components/fiscal-territory-thanks.js').then((module) => ({
    default: module.FiscalTerritoryThanks,
  })),
);

/**
 * The Spanish registration hub (spec 02 §2 Spanish home), by the order's
 * status: a draft goes on to its pre-payment step; a paid order shows the
 * checklist 'Tu Registro de alta'; then the signature, the thank-you screen
 * with its three bars (an SL's or SA's own), the congratulations, or the
 * cancelled screen. Under
 * each, where the file stands; the checklist and the signing screen are
 * themselves where the founder acts, so their timeline leads nowhere else.
 */
export function SpanishHubPage() {
  const { t } = useI18n();
  const { viewer, basePath } = useArea();
  const { data } = useCurrentOrder();
  if (!data?.order) return <PageLoader />;
  const { progress } = data;
  const view = getSpanishHomeView(
    data.order.status,
    progress,
    data.questionnaire?.businessInformation?.fiscalTerritory ?? FiscalTerritory.UNSPECIFIED,
    data.order.legalForm,
  );
  const name = data.customer?.name || viewer?.name;
  switch (view.kind) {
    case 'redirect-pre-payment':
      return <Redirect to={areaPath(basePath, `/funnel/pre-payment/${view.stepName}`)} />;
    case 'territory-not-served':
      return <FiscalTerritoryThanks />;
    case 'sign':
      return (
        <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
          <SignScreen email={data.customer?.email || viewer?.email} orderId={data.order.id} />
          <FileTimeline showCallToAction={false} />
        </div>
      );
    case 'thanks':
      return (
        <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
          <ThanksScreen progressBars={view.progressBars} />
          <FileTimeline />
        </div>
      );
    case 'company-thanks':
      return (
        <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
          <ThanksScreen
            progressBars={view.progressBars}
            company
            founderActs={view.founderAction !== null}
          />
          <FileTimeline />
        </div>
      );
    case 'congratulations':
    case 'company-formed':
      return (
        <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
          <CongratulationsScreen company={view.kind === 'company-formed'} />
          <FileTimeline />
        </div>
      );
    case 'cancelled':
      return <CancelledScreen name={name} />;
    case 'checklist':
      return (
        <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
          <Greeting name={name} subtitle={t('spanishHome.checklist.subtitle')} />
          <OrderStatusCard status={data.order.status} />
          {progress ? <ChecklistScreen progress={progress} /> : <PageLoader />}
          <FileTimeline showCallToAction={false} />
        </section>
      );
  }
}
