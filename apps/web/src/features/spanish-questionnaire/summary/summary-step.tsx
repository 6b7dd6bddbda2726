import { ErrorCode, getFirstStep, hasQuestionnaireProceeded } from '@foundly/domain';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { readRpcFailure } from '@foundly/app-kit';
import { PageLoader } from '../../../components/page-loader.js';
import { useArea } from '../../../app/area/use-area.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { stepPath } from '../../questionnaire/step-context.js';
import { SummaryPage } from '../../questionnaire/summary/summary-page.js';
import { readStepsToFinish, type StepToFinish } from './steps-to-finish.js';
import { StepsToFinishList } from './steps-to-finish-list.js';
import { buildSummary } from './summary-model.js';
import { SummarySectionCard } from './summary-section-card.js';
import { useFormatSummaryValue } from './use-format-summary-value.js';
import { useQuestionnaireReviewed } from '../api/use-questionnaire-reviewed.js';

/**
 * final-summary/summary: 'Resumen', every answer of the personal and business
 * funnels read-only, each section with 'Editar' back to its first step, and
 * 'Aceptar y continuar', which sends the questionnaire (QuestionnaireReviewed)
 * and returns to the hub. A refusal lists the steps still to complete.
 */
export function SummaryStep() {
  const { t, tDynamic } = useI18n();
  const { basePath } = useArea();
  const navigate = useNavigate();
  const { data } = useCurrentOrder();
  const order = data?.order;
  const format = useFormatSummaryValue();
  const { review, pending } = useQuestionnaireReviewed(order?.id ?? '');
  const [toFinish, setToFinish] = useState<StepToFinish[]>([]);
  const [failure, setFailure] = useState<string | undefined>();

  if (!order || !data.progress) return <PageLoader />;
  const sent = hasQuestionnaireProceeded(order.status);
  const progress = data.progress;
  const sections = buildSummary({ questionnaire: data.questionnaire, legalForm: order.legalForm });

  const editPathOf = (funnelName: string): string | undefined => {
    if (sent) return undefined;
    try {
      return stepPath(basePath, getFirstStep(progress, funnelName));
    } catch {
      return undefined;
    }
  };

  const onAccept = async () => {
    setFailure(undefined);
    setToFinish([]);
    try {
      await review();
      await navigate({ to: basePath });
    } catch (error) {
      const rpcFailure = readRpcFailure(error);
      const steps =
        rpcFailure.reason === ErrorCode.SubmissionIncomplete
          ? readStepsToFinish(rpcFailure.fields)
          : [];
      if (steps.length > 0) setToFinish(steps);
      else setFailure(tDynamic(`errors.${rpcFailure.reason ?? 'INTERNAL'}`, t('errors.INTERNAL')));
    }
  };

  return (
    <SummaryPage
      title={t('spanishSummary.title')}
      description={t(sent ? 'spanishSummary.sentDescription' : 'spanishSummary.description')}
      send={
        sent
          ? { sentNote: t('spanishSummary.sent') }
          : {
              status: toFinish.length > 0 && <StepsToFinishList steps={toFinish} />,
              hint: t('spanishSummary.acceptHint'),
              label: t('spanishSummary.accept'),
              failure,
              pending,
              onSend: () => void onAccept(),
            }
      }
    >
      {sections.map((section) => (
        <SummarySectionCard
          key={section.funnelName}
          section={section}
          format={format}
          editPath={editPathOf(section.funnelName)}
        />
      ))}
    </SummaryPage>
  );
}
