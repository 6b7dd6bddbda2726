import { useI18n } from '../../../app/i18n/index.js';
import { DocumentsToSignList } from '../../questionnaire/esignature/documents-to-sign-list.js';

/**
 * What the founder signs: the representation mandates that let the team file
 * the registration on the founder's behalf with the tax agency (AEAT) and
 * social security (TGSS).
 */
export function MandatesToSign() {
  const { t } = useI18n();
  return (
    <DocumentsToSignList
      items={[
        t('spanishSummary.esignature.mandateAeat'),
        t('spanishSummary.esignature.mandateTgss'),
      ]}
    />
  );
}
