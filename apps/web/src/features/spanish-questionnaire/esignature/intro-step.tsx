import { OrderStatus } from '@foundly/proto';
import { Redirect } from '../../../components/redirect.js';
import { useI18n } from '../../../app/i18n/index.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useArea, useCurrentOrder } from '../../../hooks/use-area.js';
import { useStepForm } from '../form/use-step-form.js';
import { MandatesToSign } from './mandates-to-sign.js';

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
      title={t('spanishSummary.esignature.intro.title')}
      description={t('spanishSummary.esignature.intro.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <section aria-labelledby="esignature-what" className="flex flex-col gap-3">
        <h2 id="esignature-what" className="font-semibold">
          {t('spanishSummary.esignature.intro.whatTitle')}
        </h2>
        <MandatesToSign />
      </section>
      <section aria-labelledby="esignature-how" className="flex flex-col gap-3">
        <h2 id="esignature-how" className="font-semibold">
          {t('spanishSummary.esignature.intro.howTitle')}
        </h2>
        <ol className="flex list-decimal flex-col gap-2 pl-5">
          <li>
            {email
              ? t('spanishSummary.esignature.intro.email', { email })
              : t('spanishSummary.esignature.intro.emailNoAddress')}
          </li>
          <li>{t('spanishSummary.esignature.intro.sign')}</li>
          <li>{t('spanishSummary.esignature.intro.after')}</li>
        </ol>
      </section>
    </StepFrame>
  );
}

/**
 * e-signature/intro: what the founder will sign (the representation mandate
 * for the AEAT and the TGSS) and how: the signing partner e-mails it. Only
 * while the signature is awaited; 'Continuar' records that it was read.
 */
export function SignatureIntroStep() {
  const { basePath } = useArea();
  const { data } = useCurrentOrder();
  if (data?.order?.status !== OrderStatus.WAITING_ESIGNATURE) {
    return <Redirect to={basePath} />;
  }
  return <SignatureIntro />;
}
