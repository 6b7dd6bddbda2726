import { useQuery } from '@connectrpc/connect-query';
import { ComplianceBackofficeService } from '@foundly/proto';
import { Link } from '@tanstack/react-router';
import { useI18n } from '../../app/i18n/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { PageLoader } from '../../components/page-loader.js';
import { TableRegion, tableClasses } from '../../components/table-region.js';
import { ComplianceStatusBadge } from './compliance-status-badge.js';

/** The compliance plans waiting for a person (NEEDS_APPROVAL, IN_REVIEW), oldest first. */
export function CompliancePlansPage() {
  const { t, locale } = useI18n();
  const plans = useQuery(ComplianceBackofficeService.method.listCompliancePlansForReview, {});
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t('compliance.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('compliance.description')}</p>
      </div>
      {plans.isPending ? (
        <PageLoader />
      ) : plans.isError ? (
        <ErrorAlert error={plans.error} onRetry={() => void plans.refetch()} />
      ) : plans.data.plans.length === 0 ? (
        <EmptyState>{t('compliance.empty')}</EmptyState>
      ) : (
        <TableRegion label={t('compliance.tableLabel')}>
          <table className={tableClasses.table}>
            <thead className={tableClasses.head}>
              <tr>
                <th className={tableClasses.th}>{t('compliance.company')}</th>
                <th className={tableClasses.th}>{t('compliance.founder')}</th>
                <th className={tableClasses.th}>{t('compliance.legalForm')}</th>
                <th className={tableClasses.th}>{t('compliance.status')}</th>
                <th className={tableClasses.th}>{t('compliance.created')}</th>
                <th className={tableClasses.th}>
                  <span className="sr-only">{t('compliance.open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {plans.data.plans.map((plan) => (
                <tr key={plan.planId} className={tableClasses.row}>
                  <td className={tableClasses.td}>{plan.companyName || '—'}</td>
                  <td className={tableClasses.td}>{plan.customerEmail}</td>
                  <td className={tableClasses.td}>{plan.legalForm}</td>
                  <td className={tableClasses.td}>
                    <ComplianceStatusBadge value={plan.approvalStatus} />
                  </td>
                  <td className={tableClasses.td}>{date.format(new Date(plan.createdAt))}</td>
                  <td className={tableClasses.td}>
                    <Link
                      to="/compliance/$planId"
                      params={{ planId: plan.planId }}
                      className="font-medium text-brand-700 underline"
                    >
                      {t('compliance.open')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </div>
  );
}
