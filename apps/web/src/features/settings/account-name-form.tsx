import { zodResolver } from '@hookform/resolvers/zod';
import { customerNameSchema } from '@foundly/domain';
import { Button, Card, TextField } from '@foundly/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast.js';
import { z } from 'zod';
import { useI18n, type MessageKey } from '../../app/i18n/index.js';
import { viewerQuery, type Viewer } from '../../app/session.js';
import { rpc } from '../../app/rpc/methods.js';
import { useRpcMutation } from '../../app/rpc/query.js';

const formSchema = z.object({ name: customerNameSchema });

/** The name shown in greetings and on documents. */
export function AccountNameForm({ viewer }: { viewer: Viewer | null }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const rename = useRpcMutation(rpc.CustomerService.updateCustomerName, {
    onSuccess: (response) => {
      queryClient.setQueryData(viewerQuery.queryKey, (current) =>
        current ? { ...current, name: response.customer?.name ?? current.name } : current,
      );
      toast.success(t('settings.account.saved'));
    },
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
