import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../../app/i18n/index.js';
import { rpc } from '../../../app/rpc/methods.js';
import { useRpcMutation } from '../../../app/rpc/query.js';
import { putOrderInCache, useCurrentOrder } from '../../order/api/current-order.js';
import { useCompanySignatureIntroTexts } from '../../questionnaire/esignature/company-signature-texts.js';
import { SignatureIntroCard } from '../../questionnaire/esignature/signature-intro-card.js';
import { useQuestionnaireForm } from '../../questionnaire/form/use-questionnaire-form.js';
import { DocumentsToSign } from './documents-to-sign.js';

/**
 * e-signature/intro: what the subscribers sign and how; 'Continue' records
 * that it was read (the order's metadata, as in France) and moves on.
 */
export function SignatureIntroStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const queryClient = useQueryClient();
  const mutation = useRpcMutation(rpc.OrderService.updateOrder);
  const form = useQuestionnaireForm<Record<string, never>, never, null>(
    { defaultValues: {}, toUpdate: () => null },
    {
      sectionFields: {},
      validate: () => [],
      save: async () => {
        const response = await mutation.mutateAsync({
          id: data?.order?.id ?? '',
          metadata: { esignature_intro_viewed: '1' },
        });
        putOrderInCache(queryClient, response);
        return response;
      },
      pending: mutation.isPending,
    },
  );
  return (
    <SignatureIntroCard
      texts={useCompanySignatureIntroTexts({
        review: t('ukQuestionnaire.esignature.review'),
        note: t('ukQuestionnaire.esignature.legal'),
      })}
      documents={<DocumentsToSign />}
      form={form}
    />
  );
}
