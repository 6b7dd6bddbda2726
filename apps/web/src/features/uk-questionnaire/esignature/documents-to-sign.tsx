import { UkArticles } from '@foundly/proto';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { DocumentsToSignList } from '../../questionnaire/esignature/documents-to-sign-list.js';

/**
 * What the subscribers sign: the memorandum of association (Companies Act
 * 2006 s. 8) with what the application states, and the articles adopted.
 */
export function DocumentsToSign() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const articles = data?.questionnaire?.ukIncorporation?.articles?.articles;
  return (
    <DocumentsToSignList
      items={[
        t('ukQuestionnaire.esignature.memorandum'),
        articles === UkArticles.BESPOKE
          ? t('ukQuestionnaire.esignature.bespokeArticles')
          : t('ukQuestionnaire.esignature.modelArticles'),
      ]}
    />
  );
}
