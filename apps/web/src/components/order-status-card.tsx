import { OrderStatus } from '@foundly/proto';
import { Card } from '@foundly/ui';
import { useI18n } from '../app/i18n/index.js';

/** Where the file stands, in words. */
export function OrderStatusCard({ status }: { status: OrderStatus }) {
  const { t } = useI18n();
  const name = OrderStatus[status] as keyof typeof OrderStatus;
  return (
    <Card className="border-brand-100 bg-brand-50 dark:border-brand-800 dark:bg-brand-800/20">
      <p className="text-sm font-medium text-brand-800 dark:text-brand-100">
        {t('home.status.label')}
      </p>
      <p className="mt-1 text-lg font-semibold">{t(`home.status.${name}`)}</p>
    </Card>
  );
}
