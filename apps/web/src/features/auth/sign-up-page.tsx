import { sanitizeReturnTo, type SignUpInput } from '@foundly/domain';
import { Button, TextField } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n, type MessageKey } from '../../app/i18n/index.js';
import { lazyResolver } from '../../lib/lazy-resolver.js';
import { loadAuthClient } from '../../lib/load-auth-client.js';
import { getAuthErrorKey } from './auth-error-message.js';
import { AuthLayout } from './auth-layout.js';
import { SocialSignIn } from './social-sign-in.js';

const signUpResolver = lazyResolver(() =>
  import('./auth-resolvers.js').then((module) => module.signUpResolver),
);

/**
 * Sign-up (the signup hint of /create-order). The confirmation link sent by
 * e-mail signs the person in and returns to `returnTo`.
 */
export function SignUpPage({ returnTo }: { returnTo: string | undefined }) {
  const { t, locale } = useI18n();
  const target = sanitizeReturnTo(returnTo);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<MessageKey | null>(null);
  const form = useForm<SignUpInput>({
    resolver: signUpResolver,
    mode: 'onChange',
    defaultValues: { name: '', email: '', password: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
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
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('auth.signUp.name')}
          autoComplete="name"
          error={errors.name?.message && t(errors.name.message as MessageKey)}
          {...form.register('name')}
        />
        <TextField
          label={t('auth.signUp.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message && t(errors.email.message as MessageKey)}
          {...form.register('email')}
        />
        <TextField
          label={t('auth.signUp.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.signUp.passwordHint')}
          error={errors.password?.message && t(errors.password.message as MessageKey)}
          {...form.register('password')}
        />
        {errorKey && (
          <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm text-danger">
            {t(errorKey)}
          </p>
        )}
        <Button type="submit" loading={form.formState.isSubmitting}>
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
