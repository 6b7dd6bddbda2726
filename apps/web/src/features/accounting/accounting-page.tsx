import { useI18n } from '../../app/i18n/index.js';
import { EmptyPage } from '../../components/empty-state.js';

/** The Spanish accounting area ('Área contable'). */
export function AccountingPage() {
  const { t } = useI18n();
  return <EmptyPage title={t('pages.accounting.title')} message={t('pages.accounting.empty')} />;
}
