import { sanitizeReturnTo, type SignInInput } from '@foundly/domain';
import { Button, TextField } from '@foundly/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useI18n, type MessageKey } from '../../app/i18n/index.js';
import { loadAuthClient } from '../../lib/load-auth-client.js';
import { getAuthErrorKey } from './auth-error-message.js';
import { AuthLayout } from './auth-layout.js';
import { SocialSignIn } from './social-sign-in.js';
import { useAuthForm } from './use-auth-form.js';

const loadSignInSchema = () => import('./auth-schemas.js').then((module) => module.signInSchema);

type Notice = { kind: 'error'; key: MessageKey } | { kind: 'unverified'; email: string };

/** E-mail and password sign-in; returns to `returnTo` once signed in. */
export function SignInPage({ returnTo }: { returnTo: string | undefined }) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const target = sanitizeReturnTo(returnTo);
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useAuthForm(loadSignInSchema, async (values: SignInInput) => {
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
  const fieldError = (field: keyof SignInInput) => {
    const key = form.errorOf(field);
    return key && t(key);
  };
  const failure = notice ?? (form.failure && { kind: 'error' as const, key: form.failure });

  return (
    <AuthLayout title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')}>
      <form
        onSubmit={form.onSubmit}
        onChange={form.onChange}
        noValidate
        className="flex flex-col gap-4"
      >
        <TextField
          label={t('auth.signIn.email')}
          type="email"
          autoComplete="email"
          name="email"
          error={fieldError('email')}
        />
        <TextField
          label={t('auth.signIn.password')}
          type="password"
          autoComplete="current-password"
          name="password"
          error={fieldError('password')}
        />
        {failure && (
          <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm text-danger">
            {failure.kind === 'error'
              ? t(failure.key)
              : t('auth.checkEmail.notVerified', { email: failure.email })}
          </p>
        )}
        <Button type="submit" loading={form.submitting}>
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
