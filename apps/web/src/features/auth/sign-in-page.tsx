import { sanitizeReturnTo, type SignInInput } from '@foundly/domain';
import { Button, TextField } from '@foundly/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n, type MessageKey } from '../../app/i18n/index.js';
import { lazyResolver } from '../../lib/lazy-resolver.js';
import { loadAuthClient } from '../../lib/load-auth-client.js';
import { getAuthErrorKey } from './auth-error-message.js';
import { AuthLayout } from './auth-layout.js';
import { SocialSignIn } from './social-sign-in.js';

const signInResolver = lazyResolver(() =>
  import('./auth-resolvers.js').then((module) => module.signInResolver),
);

type Notice = { kind: 'error'; key: MessageKey } | { kind: 'unverified'; email: string };

/** E-mail and password sign-in; returns to `returnTo` once signed in. */
export function SignInPage({ returnTo }: { returnTo: string | undefined }) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const target = sanitizeReturnTo(returnTo);
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<SignInInput>({
    resolver: signInResolver,
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    const { error } = await (
      await loadAuthClient()
    ).signIn.email({ ...values, callbackURL: target });
    if (error) {
      setNotice(
        error.code === 'EMAIL_NOT_VERIFIED'
          ? { kind: 'unverified', email: values.email }
          : { kind: 'error', key: getAuthErrorKey(error.code, error.status) },
      );
      return;
    }
    queryClient.clear();
    window.location.assign(target);
  });

  return (
    <AuthLayout title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('auth.signIn.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message && t(errors.email.message as MessageKey)}
          {...form.register('email')}
        />
        <TextField
          label={t('auth.signIn.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message && t(errors.password.message as MessageKey)}
          {...form.register('password')}
        />
        {notice && (
          <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm text-danger">
            {notice.kind === 'error'
              ? t(notice.key)
              : t('auth.checkEmail.notVerified', { email: notice.email })}
          </p>
        )}
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('auth.signIn.submit')}
        </Button>
      </form>
      <SocialSignIn returnTo={target} />
      <p className="mt-6 text-center text-sm text-ink-muted">
        {t('auth.signIn.noAccount')}{' '}
        <Link
          to="/create-order"
          search={{ returnTo: target, lang: locale }}
          className="font-semibold text-brand-700 underline dark:text-brand-100"
        >
          {t('auth.signIn.createAccount')}
        </Link>
      </p>
    </AuthLayout>
  );
}
