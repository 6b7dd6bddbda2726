import type { OrderSummary } from '@foundly/proto';
import { Link } from '@tanstack/react-router';
import { useI18n } from '../../app/i18n/index.js';
import { StatusBadge, WaitingOnBadge } from '../../components/badges.js';
import { TableRegion, tableClasses } from '../../components/table-region.js';
import { useFormat } from '../../hooks/use-format.js';
import { useLabels } from '../../hooks/use-labels.js';

/** One row per file; the founder's name opens the file. */
export function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  const { t } = useI18n();
  const labels = useLabels();
  const format = useFormat();
  return (
    <TableRegion label={t('orders.table.caption')}>
      <table className={tableClasses.table}>
        <caption className="sr-only">{t('orders.table.caption')}</caption>
        <thead className={tableClasses.head}>
          <tr>
            <th scope="col" className={tableClasses.th}>
              {t('orders.table.founder')}
            </th>
            <th scope="col" className={tableClasses.th}>
              {t('orders.table.company')}
            </th>
            <th scope="col" className={tableClasses.th}>
              {t('orders.table.country')}
            </th>
            <th scope="col" className={tableClasses.th}>
              {t('orders.table.legalForm')}
            </th>
            <th scope="col" className={tableClasses.th}>
              {t('orders.table.status')}
            </th>
            <th scope="col" className={tableClasses.th}>
              {t('orders.table.waitingOn')}
            </th>
            <th scope="col" className={tableClasses.th}>
              {t('orders.table.updated')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className={`${tableClasses.row} hover:bg-surface-muted`}>
              <th scope="row" className={`${tableClasses.td} font-normal`}>
                <Link
                  to="/orders/$orderId"
                  params={{ orderId: order.id }}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100"
                >
                  {order.customerName || order.customerEmail}
                </Link>
                <div className="text-xs break-all text-ink-muted">{order.customerEmail}</div>
              </th>
              <td className={tableClasses.td}>
                {order.companyName || (
                  <span className="text-ink-muted">{t('orders.table.noCompany')}</span>
                )}
              </td>
              <td className={tableClasses.td}>{labels.country(order.countryCode)}</td>
              <td className={tableClasses.td}>{labels.legalForm(order.legalForm)}</td>
              <td className={tableClasses.td}>
                <StatusBadge value={order.status} />
              </td>
              <td className={tableClasses.td}>
                <WaitingOnBadge value={order.waitingOn} />
              </td>
              <td className={`${tableClasses.td} whitespace-nowrap`}>
                <time dateTime={format.iso(order.updatedAt)}>
                  {format.dateTime(order.updatedAt)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
