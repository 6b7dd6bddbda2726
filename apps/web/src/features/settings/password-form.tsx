import { readRpcFailure } from '@foundly/app-kit';
import { changePasswordSchema, type ChangePasswordInput } from '@foundly/domain';
import { Button, Card, TextField } from '@foundly/ui';
import { useState } from 'react';
import { useForm } from '../../lib/form/use-form.js';
import { zodResolver } from '../../lib/form/zod-resolver.js';
import { toast } from '../../lib/toast.js';
import { useI18n, type MessageKey } from '../../app/i18n/index.js';
import type { Viewer } from '../../app/session.js';
import { useUpdatePassword } from './api/use-update-password.js';
import { ReauthenticateDialog } from './reauthenticate-dialog.js';

/** New password and confirmation, with the messages and toasts of spec 01 §5 and §8. */
export function PasswordForm({ viewer }: { viewer: Viewer | null }) {
  const { t, tDynamic } = useI18n();
  const [pendingPassword, setPendingPassword] = useState<string | null>(null);
  const update = useUpdatePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onChange',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;

  const submit = async (newPassword: string) => {
    try {
      await update.mutateAsync({ newPassword });
      form.reset();
      toast.success(t('settings.password.updated'));
    } catch (error) {
      const failure = readRpcFailure(error);
      if (failure.reason === 'REAUTHENTICATION_REQUIRED') {
        setPendingPassword(newPassword);
        return;
      }
      const detail =
        failure.reason === 'CUSTOMER_NOT_FOUND'
          ? t('settings.password.userDataNotFound')
          : failure.reason
            ? tDynamic(`errors.${failure.reason}`, t('settings.password.unknownError'))
            : t('settings.password.unknownError');
      toast.error(t('settings.password.failed'), { description: detail });
    }
  };

  const onSubmit = form.handleSubmit(
    (values) => submit(values.newPassword),
    (invalid) => {
      if (invalid.confirmPassword?.message === 'settings.password.mismatch') {
        toast.error(t('settings.password.mismatch'));
      }
    },
  );

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('settings.password.title')}</h2>
      <p className="mt-1 text-sm text-ink-muted">{t('settings.password.description')}</p>
      <form noValidate className="mt-4 flex flex-col gap-4" onSubmit={onSubmit}>
        <TextField
          label={t('settings.password.new')}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message && t(errors.newPassword.message as MessageKey)}
          {...form.register('newPassword', { deps: ['confirmPassword'] })}
        />
        <TextField
          label={t('settings.password.confirm')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message && t(errors.confirmPassword.message as MessageKey)}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" className="self-start" loading={update.isPending}>
          {t('settings.password.submit')}
        </Button>
      </form>
      <ReauthenticateDialog
        email={viewer?.email ?? ''}
        open={pendingPassword !== null}
        onOpenChange={(open) => {
          if (!open) setPendingPassword(null);
        }}
        onConfirmed={() => {
          const password = pendingPassword;
          setPendingPassword(null);
          if (password) void submit(password);
        }}
      />
    </Card>
  );
}
