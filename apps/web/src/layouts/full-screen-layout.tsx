import { Logo } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '../app/i18n/index.js';
import { useArea } from '../app/area/use-area.js';

export interface FullScreenLayoutProps {
  /** Where the back button leads (spec 01 §2: the invoice view goes back to /quotes-&-invoices). */
  backTo: string;
  backLabel: string;
  children: ReactNode;
}

/** The full-screen view (spec 01 §2): a back button and the logo, no side navigation. */
export function FullScreenLayout({ backTo, backLabel, children }: FullScreenLayoutProps) {
  const { t } = useI18n();
  const { basePath } = useArea();
  return (
    <div className="min-h-screen bg-surface-muted">
      <header className="sticky top-0 z-30 border-b border-line bg-surface">
        <div className="mx-auto flex h-header max-w-7xl items-center gap-3 px-4">
          <Link
            to={backTo}
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-surface-muted"
            aria-label={backLabel}
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
          <Link to={basePath} className="mx-auto" aria-label={t('common.appName')}>
            <Logo />
          </Link>
          <span className="size-11" aria-hidden="true" />
        </div>
      </header>
      <main id="content" className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-10">
        {children}
      </main>
    </div>
  );
}
