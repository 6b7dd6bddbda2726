import { Card, SwitchField } from '@foundly/ui';
import { useState } from 'react';
import { toast } from '../../lib/toast.js';
import { useI18n } from '../../app/i18n/index.js';
import type { Viewer } from '../../app/session.js';
import { useCustomer } from './api/use-customer.js';
import { useUpdateCustomerSettings } from './api/use-update-customer-settings.js';

/** Toast durations of spec 01 §9. */
const SUCCESS_TOAST_MS = 1500;
const FAILURE_TOAST_MS = 3000;

/** The marketing e-mails switch: saved at once, reverted when saving fails. */
export function NotificationsForm({ viewer }: { viewer: Viewer | null }) {
  const { t } = useI18n();
  const customer = useCustomer(viewer);
  const saved = customer.data?.customer?.settings?.marketingEmails ?? false;
  const [shown, setShown] = useState<boolean | null>(null);
  const save = useUpdateCustomerSettings({
    onSuccess: () =>
      toast.success(t('settings.notifications.updated'), { duration: SUCCESS_TOAST_MS }),
    onError: () => {
      setShown(null);
      toast.error(t('settings.notifications.failed'), { duration: FAILURE_TOAST_MS });
    },
  });
  const checked = shown ?? saved;
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('settings.notifications.title')}</h2>
      <div className="mt-4">
        <SwitchField
          label={t('settings.notifications.marketing')}
          description={t('settings.notifications.marketingDescription')}
          checked={checked}
          disabled={customer.isPending || save.isPending}
          onCheckedChange={(value) => {
            setShown(value);
            save.mutate({ settings: { marketingEmails: value } });
          }}
        />
      </div>
    </Card>
  );
}
