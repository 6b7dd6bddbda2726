import { hasQuestionnaireProceeded } from '@foundly/domain';
import { useMemo } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { PageLoader } from '../../../components/page-loader.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ReadyToSend } from '../../questionnaire/summary/ready-to-send.js';
import { SummaryPage } from '../../questionnaire/summary/summary-page.js';
import { fromSubmissionIssues } from '../../questionnaire/summary/submission-issue.js';
import { SubmissionIssuesList } from './submission-issues-list.js';
import { buildSummary } from './summary-model.js';
import { SummarySectionCard } from './summary-section-card.js';
import { useConfirmOrder } from '../../questionnaire/summary/use-confirm-order.js';
import { useFormatSummaryValue } from './use-format-summary-value.js';
import { rpc } from '../../../app/rpc/methods.js';
import { useRpcQuery } from '../../../app/rpc/query.js';

/**
 * final-summary/summary: every answer that applies, with a way back to its
 * step; what a registry would refuse, with the step that fixes it; and
 * 'Confirm and send' once nothing is left to fix.
 */
export function SummaryStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const order = data?.order;
  const orderId = order?.id ?? '';
  const sent = order ? hasQuestionnaireProceeded(order.status) : false;
  const codes = data?.questionnaire?.companyDetails?.activities ?? [];
  const activities = useRpcQuery(
    rpc.ReferenceDataService.getActivities,
    { codes },
    { enabled: codes.length > 0 },
  );
  const activityLabels = useMemo(
    () => new Map((activities.data?.activities ?? []).map(({ code, label }) => [code, label])),
    [activities.data],
  );
  const format = useFormatSummaryValue(activityLabels);
  const issuesQuery = useRpcQuery(
    rpc.OrderService.getSubmissionIssues,
    { orderId },
    { enabled: Boolean(orderId) && !sent, refetchOnMount: 'always' },
  );
  const { confirm, pending, refused, failure } = useConfirmOrder(orderId);

  if (!order || !data.progress) return <PageLoader />;
  const sections = buildSummary({
    questionnaire: data.questionnaire,
    metadata: order.metadata,
    documentRefs: order.documentRefs,
    documents: [...order.documents, ...data.documents],
    progress: data.progress,
  });
  const issues = refused ?? fromSubmissionIssues(issuesQuery.data?.issues ?? []);

  return (
    <SummaryPage
      title={t('identityAndSignature.summary.title')}
      description={
        sent
          ? t('identityAndSignature.summary.sentDescription')
          : t('identityAndSignature.summary.description')
      }
      send={
        sent
          ? { sentNote: t('identityAndSignature.summary.sent') }
          : {
              status:
                issuesQuery.isPending && !refused ? (
                  <p role="status" className="text-ink-muted">
                    {t('identityAndSignature.summary.checking')}
                  </p>
                ) : issues.length > 0 ? (
                  <SubmissionIssuesList issues={issues} />
                ) : (
                  <ReadyToSend>{t('identityAndSignature.summary.ready')}</ReadyToSend>
                ),
              hint: t('identityAndSignature.summary.confirmHint'),
              label: t('identityAndSignature.summary.confirm'),
              failure,
              pending,
              disabled: issues.length > 0 || (issuesQuery.isPending && !refused),
              onSend: () => void confirm(),
            }
      }
    >
      {sections.map((section) => (
        <SummarySectionCard
          key={section.funnelName}
          section={section}
          format={format}
          editable={!sent}
        />
      ))}
    </SummaryPage>
  );
}
