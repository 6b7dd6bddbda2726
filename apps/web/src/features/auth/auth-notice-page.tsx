import { buttonClasses } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { useI18n } from '../../app/i18n/index.js';
import { AuthLayout } from './auth-layout.js';

/** The two login notices of spec 02 §2: /error/google and /error/verify-email. */
export function AuthNoticePage({ notice }: { notice: 'google' | 'verify-email' }) {
  const { t } = useI18n();
  const title =
    notice === 'google' ? t('auth.notices.googleTitle') : t('auth.notices.verifyEmailTitle');
  const body = notice === 'google' ? t('auth.notices.google') : t('auth.notices.verifyEmail');
  return (
    <AuthLayout title={title}>
      <p role="status" className="text-ink-muted">
        {body}
      </p>
      <Link to="/sign-in" className={buttonClasses('primary', 'mt-6 w-full')}>
        {t('auth.notices.backToSignIn')}
      </Link>
    </AuthLayout>
  );
}
