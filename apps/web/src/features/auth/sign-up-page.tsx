import { sanitizeReturnTo, type SignUpInput } from '@foundly/domain';
import { Button, TextField } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useI18n, type MessageKey } from '../../app/i18n/index.js';
import { loadAuthClient } from '../../lib/load-auth-client.js';
import { getAuthErrorKey } from './auth-error-message.js';
import { AuthLayout } from './auth-layout.js';
import { SocialSignIn } from './social-sign-in.js';
import { useAuthForm } from './use-auth-form.js';

const loadSignUpSchema = () => import('./auth-schemas.js').then((module) => module.signUpSchema);

/**
 * Sign-up (the signup hint of /create-order). The confirmation link sent by
 * e-mail signs the person in and returns to `returnTo`.
 */
export function SignUpPage({ returnTo }: { returnTo: string | undefined }) {
  const { t, locale } = useI18n();
  const target = sanitizeReturnTo(returnTo);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<MessageKey | null>(null);
  const form = useAuthForm(loadSignUpSchema, async (values: SignUpInput) => {
    setErrorKey(null);
    const { error } = await (
      await loadAuthClient()
    ).signUp.email({
      ...values,
      callbackURL: target,
      locale,
    } as SignUpInput & {
      callbackURL: string;
      locale: string;
    });
    if (error) {
      setErrorKey(getAuthErrorKey(error.code, error.status));
      return;
    }
    setSentTo(values.email);
  });
  const fieldError = (field: keyof SignUpInput) => {
    const key = form.errorOf(field);
    return key && t(key);
  };
  const failureKey = errorKey ?? form.failure;

  if (sentTo) {
    return (
      <AuthLayout title={t('auth.checkEmail.title')}>
        <div className="flex flex-col items-center text-center">
          <MailCheck className="size-12 text-brand-700" aria-hidden="true" />
          <p className="mt-4 text-ink-muted" role="status">
            {t('auth.checkEmail.body', { email: sentTo })}
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')}>
      <form
        onSubmit={form.onSubmit}
        onChange={form.onChange}
        noValidate
        className="flex flex-col gap-4"
      >
        <TextField
          label={t('auth.signUp.name')}
          autoComplete="name"
          name="name"
          error={fieldError('name')}
        />
        <TextField
          label={t('auth.signUp.email')}
          type="email"
          autoComplete="email"
          name="email"
          error={fieldError('email')}
        />
        <TextField
          label={t('auth.signUp.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.signUp.passwordHint')}
          name="password"
          error={fieldError('password')}
        />
        {failureKey && (
          <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm text-danger">
            {t(failureKey)}
          </p>
        )}
        <Button type="submit" loading={form.submitting}>
          {t('auth.signUp.submit')}
        </Button>
      </form>
      <SocialSignIn returnTo={target} />
      <p className="mt-6 text-center text-sm text-ink-muted">
        {t('auth.signUp.haveAccount')}{' '}
        <Link
          to="/sign-in"
          search={{ returnTo: target, lang: locale }}
          className="font-semibold text-brand-700 underline dark:text-brand-100"
        >
          {t('auth.signUp.signIn')}
        </Link>
      </p>
    </AuthLayout>
  );
}
