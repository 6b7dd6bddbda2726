import { Link } from '@tanstack/react-router';
import { areaPath, useArea } from '../../app/area/use-area.js';
import { useI18n } from '../../app/i18n/index.js';
import { EmptyPage } from '../../components/empty-state.js';

/** The Spanish accounting area ('Área contable'). */
export function AccountingPage() {
  const { t } = useI18n();
  const { basePath } = useArea();
  return (
    <EmptyPage title={t('pages.accounting.title')} message={t('pages.accounting.empty')}>
      <Link
        to={areaPath(basePath, '/accounting/quarters')}
        className="mt-4 inline-block font-semibold text-brand-700 underline dark:text-brand-100"
      >
        {t('taxQuarters.quartersLink')}
      </Link>
    </EmptyPage>
  );
}
