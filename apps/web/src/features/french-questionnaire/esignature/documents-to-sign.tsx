import { isMicroEnterprise } from '@foundly/domain';
import type { LegalForm } from '@foundly/proto';
import { useI18n } from '../../../app/i18n/index.js';
import { DocumentsToSignList } from '../../questionnaire/esignature/documents-to-sign-list.js';

/**
 * What the founder signs: a company's articles of association, or a
 * micro-entreprise's declaration of activity; and in both cases the power of
 * attorney that lets the formation team file on the founder's behalf.
 */
export function DocumentsToSign({ legalForm }: { legalForm: LegalForm }) {
  const { t } = useI18n();
  return (
    <DocumentsToSignList
      items={[
        isMicroEnterprise(legalForm)
          ? t('identityAndSignature.esignature.declaration')
          : t('identityAndSignature.esignature.articles'),
        t('identityAndSignature.esignature.proxy'),
      ]}
    />
  );
}
