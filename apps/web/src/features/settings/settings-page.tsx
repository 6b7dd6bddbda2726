import { Tabs, TabsContent, TabsList, TabsTrigger } from '@foundly/ui';
import { useI18n } from '../../app/i18n/index.js';
import { useArea } from '../../app/area/use-area.js';
import { AccountNameForm } from './account-name-form.js';
import { NotificationsForm } from './notifications-form.js';
import { PasswordForm } from './password-form.js';

/** Settings: Account and Notifications tabs; Billing exists but is not open yet (spec 01 §2). */
export function SettingsPage() {
  const { t } = useI18n();
  const { viewer } = useArea();
  return (
    <section className="mx-auto w-full max-w-3xl">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('settings.title')}</h1>
      <Tabs defaultValue="account" className="mt-6">
        <TabsList>
          <TabsTrigger value="account">{t('settings.tabs.account')}</TabsTrigger>
          <TabsTrigger value="notifications">{t('settings.tabs.notifications')}</TabsTrigger>
          <TabsTrigger value="billing" disabled>
            {t('settings.tabs.billing')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="account" className="mt-6 flex flex-col gap-6">
          <AccountNameForm viewer={viewer} />
          <PasswordForm viewer={viewer} />
        </TabsContent>
        <TabsContent value="notifications" className="mt-6">
          <NotificationsForm viewer={viewer} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
