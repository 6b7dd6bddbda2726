import type { Operator } from '@foundly/proto';
import { Button, Logo, SkipLink } from '@foundly/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useI18n } from '../app/i18n/index.js';
import { signOut } from '../app/session.js';
import { LanguageSelect } from '../components/language-select.js';

const navLink =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600';
const activeNavLink = 'bg-brand-50 text-brand-800 dark:bg-surface-muted dark:text-ink';

/** The back-office frame: header with navigation, operator, language and sign-out; then main. */
export function OpsLayout({ operator, children }: { operator: Operator; children: ReactNode }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const linkProps = { className: navLink, activeProps: { className: activeNavLink } };
  return (
    <div className="min-h-screen">
      <SkipLink label={t('common.skipToContent')} />
      <header className="border-b border-line bg-surface-raised">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Link
            to="/"
            className="flex items-center gap-2 font-bold"
            aria-label={t('common.appName')}
          >
            <Logo />
          </Link>
          <nav
            aria-label={t('common.nav.label')}
            className="order-last w-full sm:order-none sm:w-auto"
          >
            <ul className="flex flex-wrap gap-1">
              <li>
                <Link to="/" activeOptions={{ exact: true, includeSearch: false }} {...linkProps}>
                  {t('common.nav.files')}
                </Link>
              </li>
              <li>
                <Link to="/inbox" activeOptions={{ includeSearch: false }} {...linkProps}>
                  {t('common.nav.inbox')}
                </Link>
              </li>
              <li>
                <Link to="/feature-flags" {...linkProps}>
                  {t('common.nav.featureFlags')}
                </Link>
              </li>
              <li>
                <Link to="/emails" activeOptions={{ includeSearch: false }} {...linkProps}>
                  {t('common.nav.emails')}
                </Link>
              </li>
              <li>
                <Link to="/compliance" {...linkProps}>
                  {t('common.nav.compliance')}
                </Link>
              </li>
            </ul>
          </nav>
          <div className="ml-auto flex flex-wrap items-center gap-3">
            <span className="text-sm text-ink-muted" title={operator.email}>
              {t('common.signedInAs', { name: operator.name || operator.email })}
            </span>
            <LanguageSelect />
            <Button
              variant="secondary"
              onClick={async () => {
                await signOut(queryClient);
                await navigate({ to: '/sign-in' });
              }}
            >
              {t('common.signOut')}
            </Button>
          </div>
        </div>
      </header>
      <main id="content" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
