import { useTransport } from '@connectrpc/connect-query';
import { authClient } from '@foundly/app-kit/auth-client';
import { isPermissionDenied } from '@foundly/app-kit';
import { Button, Card, Logo, TextField } from '@foundly/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useI18n, type MessageKey } from '../../app/i18n/index.js';
import { operatorQuery, signOut } from '../../app/session.js';
import { LanguageSelect } from '../../components/language-select.js';
import { useErrorMessage } from '../../hooks/use-error-message.js';

/** Why the operator was sent to sign in, shown above the form. */
export type SignInReason = 'not-operator' | 'session';

const REASON_KEYS: Record<SignInReason, MessageKey> = {
  'not-operator': 'auth.notOperator',
  session: 'auth.sessionEnded',
};

/**
 * E-mail and password sign-in through the identity layer, then GetOperator:
 * a customer's account is refused and its session ended at once.
 */
export function SignInPage({
  redirect,
  reason,
}: {
  redirect: string | undefined;
  reason: SignInReason | undefined;
}) {
  const { t } = useI18n();
  const describe = useErrorMessage();
  const transport = useTransport();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<MessageKey | { text: string } | null>(
    reason ? REASON_KEYS[reason] : null,
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setNotice('auth.required');
      return;
    }
    setPending(true);
    setNotice(null);
    try {
      const { error } = await authClient.signIn.email({ email: email.trim(), password });
      if (error) {
        setNotice(
          error.status === 401 || error.code === 'INVALID_EMAIL_OR_PASSWORD'
            ? 'auth.invalidCredentials'
            : 'auth.failed',
        );
        return;
      }
      queryClient.clear();
      try {
        await queryClient.fetchQuery(operatorQuery(transport));
      } catch (failure) {
        if (isPermissionDenied(failure)) {
          await signOut(queryClient);
          setNotice('auth.notOperator');
        } else {
          setNotice({ text: describe(failure) });
        }
        return;
      }
      await navigate({ href: redirect ?? '/' });
    } catch {
      setNotice('errors.network');
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <main id="content" className="w-full max-w-sm">
        <Card>
          <Logo />
          <h1 className="mt-4 text-xl font-bold">{t('auth.title')}</h1>
          <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
            <TextField
              label={t('auth.email')}
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextField
              label={t('auth.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {notice && (
              <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm text-danger">
                {typeof notice === 'string' ? t(notice) : notice.text}
              </p>
            )}
            <Button type="submit" loading={pending}>
              {t('auth.submit')}
            </Button>
          </form>
        </Card>
      </main>
      <LanguageSelect />
    </div>
  );
}
