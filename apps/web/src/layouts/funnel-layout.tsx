import { buttonClasses, cn, Logo, ProgressBar } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '../app/i18n/index.js';
import { useArea } from '../app/area/use-area.js';

export interface FunnelLayoutProps {
  funnel: string;
  /** Completed share of this funnel, 0 to 100; no bar when undefined. */
  progress?: number | undefined;
  /** The previous step's path; no back button when undefined. */
  backTo?: string | undefined;
  children: ReactNode;
}

/**
 * The frame of a questionnaire step: back button, logo, the funnel's progress
 * and 'Save and exit'. Pre-payment is lighter: no progress and no 'Save and
 * exit', since nothing is saved before paying (spec 02 §2).
 */
export function FunnelLayout({ funnel, progress, backTo, children }: FunnelLayoutProps) {
  const { t } = useI18n();
  const { basePath } = useArea();
  const prePayment = funnel === 'pre-payment';
  return (
    <div className={cn('min-h-screen', prePayment ? 'bg-surface' : 'bg-surface-muted')}>
      <header className="sticky top-0 z-30 border-b border-line bg-surface">
        <div className="mx-auto flex h-header max-w-5xl items-center gap-3 px-4">
          {backTo ? (
            <Link
              to={backTo}
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-surface-muted"
              aria-label={t('shell.funnel.back')}
            >
              <ArrowLeft className="size-5" aria-hidden="true" />
            </Link>
          ) : (
            <span className="size-11" aria-hidden="true" />
          )}
          <Link to={basePath} className="mx-auto" aria-label={t('common.appName')}>
            <Logo />
          </Link>
          {prePayment ? (
            <span className="size-11" aria-hidden="true" />
          ) : (
            <Link
              to={basePath}
              className={buttonClasses('ghost', 'px-2 text-sm whitespace-nowrap sm:px-4')}
            >
              {t('shell.funnel.saveAndExit')}
            </Link>
          )}
        </div>
        {!prePayment && progress !== undefined && (
          <ProgressBar
            value={progress}
            label={t('shell.funnel.progress')}
            className="h-1 rounded-none"
          />
        )}
      </header>
      <main id="content" className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
        {children}
      </main>
    </div>
  );
}
