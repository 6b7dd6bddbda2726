import { UkArticles } from '@foundly/proto';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { DocumentsToSignList } from '../../questionnaire/esignature/documents-to-sign-list.js';
import { findDocumentFileName } from '../../questionnaire/fields/referenced-document.js';

/**
 * What the subscribers sign: the memorandum of association (Companies Act
 * 2006 s. 8) with what the application states, and the articles adopted,
 * bespoke ones named by the file the founder uploaded.
 */
export function DocumentsToSign() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const articles = data?.questionnaire?.ukIncorporation?.articles;
  const fileName = findDocumentFileName(data, articles?.documentId ?? '');
  const bespokeArticles = fileName
    ? t('ukQuestionnaire.esignature.bespokeArticlesFile', { fileName })
    : t('ukQuestionnaire.esignature.bespokeArticles');
  return (
    <DocumentsToSignList
      items={[
        t('ukQuestionnaire.esignature.memorandum'),
        articles?.articles === UkArticles.BESPOKE
          ? bespokeArticles
          : t('ukQuestionnaire.esignature.modelArticles'),
      ]}
    />
  );
}
