import { useI18n } from '../../app/i18n/index.js';
import { EmptyPage } from '../../components/empty-state.js';

/** The documents of the file; none are stored before the documents capability receives them. */
export function DocumentsPage() {
  const { t } = useI18n();
  return <EmptyPage title={t('pages.documents.title')} message={t('pages.documents.empty')} />;
}
