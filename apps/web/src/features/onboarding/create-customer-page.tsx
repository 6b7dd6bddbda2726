import type { CreateCustomerParams } from '@foundly/domain';
import { Button, Card, Logo, Spinner } from '@foundly/ui';
import { useI18n } from '../../app/i18n/index.js';
import { useCreateCustomer } from './use-create-customer.js';

/** /create-customer: prepares the customer and the order, then goes home. */
export function CreateCustomerPage({ params }: { params: CreateCustomerParams }) {
  const { t } = useI18n();
  const { failed, retry } = useCreateCustomer(params);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-8 px-4">
      <Logo />
      {failed ? (
        <Card className="max-w-md text-center">
          <h1 className="text-xl font-bold">{t('createCustomer.failedTitle')}</h1>
          <p role="alert" className="mt-3 text-ink-muted">
            {t('createCustomer.failed')}
          </p>
          <Button className="mt-6" onClick={() => void retry()}>
            {t('createCustomer.retry')}
          </Button>
        </Card>
      ) : (
        <div className="flex flex-col items-center gap-4 text-brand-700" role="status">
          <Spinner className="size-10" />
          <p className="text-ink">{t('createCustomer.preparing')}</p>
        </div>
      )}
    </main>
  );
}
