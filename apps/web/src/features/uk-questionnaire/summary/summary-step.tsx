import { hasQuestionnaireProceeded, type UkIncorporationAnswers } from '@foundly/domain';
import { useI18n } from '../../../app/i18n/index.js';
import { useArea } from '../../../app/area/use-area.js';
import { PageLoader } from '../../../components/page-loader.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { stepPath } from '../../questionnaire/step-context.js';
import { findDocumentFileName } from '../../questionnaire/fields/referenced-document.js';
import { EditStepLink } from '../../questionnaire/summary/edit-step-link.js';
import { ReadyToSend } from '../../questionnaire/summary/ready-to-send.js';
import { StepsToFixList } from '../../questionnaire/summary/steps-to-fix-list.js';
import { SummaryCard, SummaryRows } from '../../questionnaire/summary/summary-card.js';
import { SummaryPage } from '../../questionnaire/summary/summary-page.js';
import { useConfirmOrder } from '../../questionnaire/summary/use-confirm-order.js';
import { buildUkSummary, type UkSummaryRow } from './uk-summary-model.js';

/**
 * final-summary/summary: what the application to register will state, funnel
 * by funnel with a way back to it, the statement of capital and the natures
 * of control as computed; 'Confirm and send' sends it (ConfirmOrder checks
 * every section again on the day, and names the step to fix if one fails).
 */
export function SummaryStep() {
  const { t, tDynamic, locale } = useI18n();
  const { basePath } = useArea();
  const { data } = useCurrentOrder();
  const order = data?.order;
  const { confirm, pending, refused = [], failure } = useConfirmOrder(order?.id ?? '');
  if (!order) return <PageLoader />;
  const sent = hasQuestionnaireProceeded(order.status);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'GBP' });
  const number = new Intl.NumberFormat(locale);
  const answers = (data.questionnaire?.ukIncorporation ?? {}) as UkIncorporationAnswers;
  const sections = buildUkSummary(
    answers,
    {
      jurisdiction: (value) => tDynamic(`ukQuestionnaire.name.jurisdictions.${value}`, ''),
      pounds: (pence) => money.format(pence / 100),
      shareClassLine: ({ shares, ...line }) =>
        t('ukQuestionnaire.summary.shareClassLine', { ...line, shares: number.format(shares) }),
      holding: ({ shares, ...holding }) =>
        t('ukQuestionnaire.summary.holding', { ...holding, shares: number.format(shares) }),
      nature: (nature) => t(`ukQuestionnaire.natureOfControl.${nature}`),
      noPsc: t('ukQuestionnaire.significantControl.noRegistrablePerson'),
      articles: (articles) => tDynamic(`ukQuestionnaire.summary.articles.${articles}`, ''),
      articlesFile: (fileName) => t('ukQuestionnaire.summary.articlesFile', { fileName }),
      personalCode: (code) =>
        code
          ? t('ukQuestionnaire.summary.personalCode', { code })
          : t('ukQuestionnaire.summary.noPersonalCode'),
    },
    findDocumentFileName(data, answers.articles?.documentId ?? ''),
  );

  const format = (lines: string[]) => lines;
  return (
    <SummaryPage
      title={t('identityAndSignature.summary.title')}
      description={
        sent
          ? t('identityAndSignature.summary.sentDescription')
          : t('ukQuestionnaire.summary.description')
      }
      send={
        sent
          ? { sentNote: t('identityAndSignature.summary.sent') }
          : {
              status:
                refused.length > 0 ? (
                  <StepsToFixList
                    id="uk-submission-issues"
                    title={t('identityAndSignature.summary.issuesTitle')}
                    linkText={t('identityAndSignature.summary.fix')}
                    items={refused.map((issue) => {
                      const text = tDynamic(
                        issue.messageKey,
                        t('identityAndSignature.summary.issueFallback'),
                      );
                      return {
                        key: `${issue.funnelName}/${issue.stepName}/${issue.messageKey}`,
                        text,
                        to: stepPath(basePath, issue),
                        linkLabel: t('identityAndSignature.summary.fixLabel', { issue: text }),
                      };
                    })}
                  />
                ) : (
                  <ReadyToSend>{t('ukQuestionnaire.summary.ready')}</ReadyToSend>
                ),
              hint: t('ukQuestionnaire.summary.confirmHint'),
              label: t('identityAndSignature.summary.confirm'),
              failure,
              pending,
              onSend: () => void confirm(),
            }
      }
    >
      {sections.map((section) => {
        const title = t(`questionnaire.funnels.${section.funnelName}`);
        return (
          <SummaryCard
            key={section.funnelName}
            title={title}
            layout="funnel"
            action={
              sent ? undefined : (
                <EditStepLink step={section} item={title} className="shrink-0 px-3" />
              )
            }
          >
            <SummaryRows<string, string[]>
              rows={section.rows.map((row: UkSummaryRow) => ({
                field: row.field,
                value: row.lines,
              }))}
              layout="funnel"
              labelOf={(field) => tDynamic(`ukQuestionnaire.summary.fields.${field}`, field)}
              format={format}
            />
          </SummaryCard>
        );
      })}
    </SummaryPage>
  );
}
