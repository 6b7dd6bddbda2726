import { LegalForm, OrderStatus } from '@foundly/proto';
import { Redirect } from '../../../components/redirect.js';
import { useI18n } from '../../../app/i18n/index.js';
import { useArea, useCurrentOrder } from '../../../hooks/use-area.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { DocumentsToSign } from './documents-to-sign.js';

type Values = Record<string, never>;

function SignatureIntro() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const email = data?.customer?.email;
  const { onSubmit, pending, failure } = useStepForm<Values>({
    defaultValues: {},
    toUpdate: () => ({ metadata: { esignature_intro_viewed: '1' } }),
  });
  return (
    <StepFrame
      title={t('identityAndSignature.esignature.intro.title')}
      description={t('identityAndSignature.esignature.intro.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <section aria-labelledby="esignature-what" className="flex flex-col gap-3">
        <h2 id="esignature-what" className="font-semibold">
          {t('identityAndSignature.esignature.intro.whatTitle')}
        </h2>
        <DocumentsToSign legalForm={data?.order?.legalForm ?? LegalForm.UNSPECIFIED} />
      </section>
      <section aria-labelledby="esignature-how" className="flex flex-col gap-3">
        <h2 id="esignature-how" className="font-semibold">
          {t('identityAndSignature.esignature.intro.howTitle')}
        </h2>
        <ol className="flex list-decimal flex-col gap-2 pl-5">
          <li>
            {email
              ? t('identityAndSignature.esignature.intro.email', { email })
              : t('identityAndSignature.esignature.intro.emailNoAddress')}
          </li>
          <li>{t('identityAndSignature.esignature.intro.sign')}</li>
          <li>{t('identityAndSignature.esignature.intro.review')}</li>
        </ol>
        <p className="text-sm text-ink-muted">{t('identityAndSignature.esignature.intro.legal')}</p>
      </section>
    </StepFrame>
  );
}

/** e-signature/intro: what will be signed and how; only while the signature is awaited. */
export function SignatureIntroStep() {
  const { basePath } = useArea();
  const { data } = useCurrentOrder();
  if (data?.order?.status !== OrderStatus.WAITING_ESIGNATURE) {
    return <Redirect to={basePath} />;
  }
  return <SignatureIntro />;
}
