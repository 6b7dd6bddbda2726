import { useI18n } from '../../../app/i18n/index.js';
import { SignatureIntroCard } from '../../questionnaire/esignature/signature-intro-card.js';
import { useStepForm } from '../form/use-step-form.js';
import { MandatesToSign } from './mandates-to-sign.js';

/**
 * e-signature/intro: what the founder will sign (the representation mandate
 * for the AEAT and the TGSS) and how: the signing partner e-mails it.
 * 'Continuar' records that it was read.
 */
export function SignatureIntroStep() {
  const { t } = useI18n();
  const form = useStepForm<Record<string, never>>({
    defaultValues: {},
    toUpdate: () => ({ metadata: { esignature_intro_viewed: '1' } }),
  });
  return (
    <SignatureIntroCard
      texts={{
        title: t('spanishSummary.esignature.intro.title'),
        description: t('spanishSummary.esignature.intro.description'),
        whatTitle: t('spanishSummary.esignature.intro.whatTitle'),
        howTitle: t('spanishSummary.esignature.intro.howTitle'),
        steps: (email) => [
          email
            ? t('spanishSummary.esignature.intro.email', { email })
            : t('spanishSummary.esignature.intro.emailNoAddress'),
          t('spanishSummary.esignature.intro.sign'),
          t('spanishSummary.esignature.intro.after'),
        ],
      }}
      documents={<MandatesToSign />}
      form={form}
    />
  );
}
