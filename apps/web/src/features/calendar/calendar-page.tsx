import { useI18n } from '../../app/i18n/index.js';
import { EmptyPage } from '../../components/empty-state.js';

/** The Spanish official tax calendar ('Calendario Oficial'). */
export function CalendarPage() {
  const { t } = useI18n();
  return <EmptyPage title={t('pages.calendar.title')} message={t('pages.calendar.empty')} />;
}
