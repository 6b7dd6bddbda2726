import { LOCALES } from '@foundly/domain';
import { Card, Logo } from '@foundly/ui';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { storeLocale, useI18n } from '../../app/i18n/index.js';

/** The frame of the pages before sign-in: logo, a card, and the language choice. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t, locale } = useI18n();
  const { pathname, search } = useLocation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 py-10">
      <Logo />
      <Card className="mt-8 w-full max-w-md">
        <h1 className="text-2xl font-bold">{title}</h1>
        {subtitle && <p className="mt-2 text-ink-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </Card>
      <nav aria-label={t('common.language')} className="mt-6 flex gap-4 text-sm">
        {LOCALES.map((option) => (
          <Link
            key={option}
            to={pathname}
            search={{ ...(search as Record<string, unknown>), lang: option }}
            lang={option.slice(0, 2)}
            onClick={() => storeLocale(option)}
            aria-current={option === locale ? 'true' : undefined}
            className={
              option === locale
                ? 'font-semibold text-brand-700 dark:text-brand-100'
                : 'text-ink-muted hover:text-ink'
            }
          >
            {t(`common.languages.${option}`)}
          </Link>
        ))}
      </nav>
    </main>
  );
}
