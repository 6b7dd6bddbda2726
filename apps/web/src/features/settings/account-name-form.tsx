import { customerNameSchema } from '@foundly/domain';
import { Button, Card, TextField } from '@foundly/ui';
import { useForm } from '../../lib/form/use-form.js';
import { zodResolver } from '../../lib/form/zod-resolver.js';
import { toast } from '../../lib/toast.js';
import { z } from 'zod';
import { useI18n, type MessageKey } from '../../app/i18n/index.js';
import type { Viewer } from '../../app/session.js';
import { useRenameCustomer } from './api/use-rename-customer.js';

const formSchema = z.object({ name: customerNameSchema });

/** The name shown in greetings and on documents. */
export function AccountNameForm({ viewer }: { viewer: Viewer | null }) {
  const { t } = useI18n();
  const rename = useRenameCustomer({
    onSuccess: () => toast.success(t('settings.account.saved')),
    onError: () => toast.error(t('settings.account.failed')),
  });
  const form = useForm<{ name: string }>({
    resolver: zodResolver(formSchema),
    mode: 'onChange',
    defaultValues: { name: viewer?.name ?? '' },
  });
  const error = form.formState.errors.name?.message;
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('settings.account.title')}</h2>
      <form
        noValidate
        className="mt-4 flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) =>
          rename.mutateAsync({ name: values.name }).catch(() => undefined),
        )}
      >
        <TextField
          label={t('settings.account.name')}
          autoComplete="name"
          error={error && t(error as MessageKey)}
          {...form.register('name')}
        />
        <TextField
          label={t('settings.account.email')}
          value={viewer?.email ?? ''}
          readOnly
          disabled
        />
        <Button type="submit" className="self-start" loading={rename.isPending}>
          {t('settings.account.save')}
        </Button>
      </form>
    </Card>
  );
}
