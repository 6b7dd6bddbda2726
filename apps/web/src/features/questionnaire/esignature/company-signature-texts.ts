import { useI18n } from '../../../app/i18n/index.js';
import type { SignatureIntroTexts } from './signature-intro-card.js';
import type { WaitingApprovalTexts } from './waiting-approval-card.js';
import type { WaitingSignatureTexts } from './waiting-signature-card.js';

/**
 * The e-signature screens' texts of a French or UK company's formation, which say the same
 * things; the intro's last step and legal note name the country's registry and law.
 */
export function useCompanySignatureIntroTexts(country: {
  review: string;
  note: string;
}): SignatureIntroTexts {
  const { t } = useI18n();
  return {
    title: t('identityAndSignature.esignature.intro.title'),
    description: t('identityAndSignature.esignature.intro.description'),
    whatTitle: t('identityAndSignature.esignature.intro.whatTitle'),
    howTitle: t('identityAndSignature.esignature.intro.howTitle'),
    steps: (email) => [
      email
        ? t('identityAndSignature.esignature.intro.email', { email })
        : t('identityAndSignature.esignature.intro.emailNoAddress'),
      t('identityAndSignature.esignature.intro.sign'),
      country.review,
    ],
    note: country.note,
  };
}

/** The waiting-signature screen's texts of a French or UK company's formation. */
export function useCompanyWaitingSignatureTexts(): WaitingSignatureTexts {
  const { t } = useI18n();
  return {
    title: t('identityAndSignature.esignature.waitingSignature.title'),
    description: (email) =>
      email
        ? t('identityAndSignature.esignature.waitingSignature.description', { email })
        : t('identityAndSignature.esignature.waitingSignature.descriptionNoAddress'),
    nextTitle: t('identityAndSignature.esignature.waitingSignature.nextTitle'),
    steps: [
      t('identityAndSignature.esignature.waitingSignature.open'),
      t('identityAndSignature.esignature.waitingSignature.sign'),
      t('identityAndSignature.esignature.waitingSignature.after'),
    ],
  };
}

/**
 * The waiting-approval screen's texts of a French or UK company's formation; the description, and
 * in the UK what the approval leads to, are the country's.
 */
export function useCompanyWaitingApprovalTexts(country: {
  description: string;
  approvedBody?: string;
}): WaitingApprovalTexts {
  const { t } = useI18n();
  return {
    title: t('identityAndSignature.esignature.waitingApproval.title'),
    description: country.description,
    stagesTitle: t('identityAndSignature.esignature.waitingApproval.stagesTitle'),
    stage: (stage) => ({
      title: t(`identityAndSignature.esignature.waitingApproval.${stage}.title`),
      body:
        stage === 'approved' && country.approvedBody !== undefined
          ? country.approvedBody
          : t(`identityAndSignature.esignature.waitingApproval.${stage}.body`),
    }),
    done: t('identityAndSignature.esignature.waitingApproval.done'),
    current: t('identityAndSignature.esignature.waitingApproval.current'),
  };
}
