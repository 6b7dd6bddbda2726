import { LegalForm } from '@foundly/proto';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { useCompanySignatureIntroTexts } from '../../questionnaire/esignature/company-signature-texts.js';
import { SignatureIntroCard } from '../../questionnaire/esignature/signature-intro-card.js';
import { useStepForm } from '../form/use-step-form.js';
import { DocumentsToSign } from './documents-to-sign.js';

/** e-signature/intro: the documents of the legal form, and how they are signed. */
export function SignatureIntroStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const form = useStepForm<Record<string, never>>({
    defaultValues: {},
    toUpdate: () => ({ metadata: { esignature_intro_viewed: '1' } }),
  });
  return (
    <SignatureIntroCard
      texts={useCompanySignatureIntroTexts({
        review: t('identityAndSignature.esignature.intro.review'),
        note: t('identityAndSignature.esignature.intro.legal'),
      })}
      documents={<DocumentsToSign legalForm={data?.order?.legalForm ?? LegalForm.UNSPECIFIED} />}
      form={form}
    />
  );
}
