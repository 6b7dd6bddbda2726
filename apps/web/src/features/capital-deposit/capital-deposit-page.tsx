import { useI18n } from '../../app/i18n/index.js';
import { EmptyPage } from '../../components/empty-state.js';

/** The capital deposit: its empty state until the order reaches the eligible statuses. */
export function CapitalDepositPage() {
  const { t } = useI18n();
  return (
    <EmptyPage title={t('pages.capitalDeposit.title')} message={t('pages.capitalDeposit.empty')} />
  );
}
