import { cn } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { areaPath, useArea } from '../../app/area/use-area.js';
import { useI18n } from '../../app/i18n/index.js';
import { ACCOUNTING_TABS, type AccountingTab } from './accounting-tabs.js';

export interface AccountingPageProps {
  tab: AccountingTab;
  onTabChange(tab: AccountingTab): void;
  /** Each tab's count, undefined while it loads. */
  counts: Readonly<Record<AccountingTab, number | undefined>>;
  /** Shown under the title: why nothing can be created when the plan has ended. */
  notice?: ReactNode;
  /** The open tab's content. */
  children: ReactNode;
}

/**
 * The Spanish accounting area ('Área contable', spec 02 §2): tabs Facturas, Gastos and
 * Presupuestos with their counts, over the open tab's list, and the way to the quarterly
 * figures. The lists come from their own features; the route composes them.
 */
export function AccountingPage({
  tab,
  onTabChange,
  counts,
  notice,
  children,
}: AccountingPageProps) {
  const { t } = useI18n();
  const { basePath } = useArea();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + ACCOUNTING_TABS.length) % ACCOUNTING_TABS.length;
    onTabChange(ACCOUNTING_TABS[next]!);
    buttons.current[next]?.focus();
  }
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('pages.accounting.title')}</h1>
          <p className="mt-2 text-ink-muted">{t('accounting.intro')}</p>
        </div>
        <Link
          to={areaPath(basePath, '/accounting/quarters')}
          className="font-semibold text-brand-700 underline dark:text-brand-100"
        >
          {t('taxQuarters.quartersLink')}
        </Link>
      </div>
      {notice}
      <div
        role="tablist"
        aria-label={t('pages.accounting.title')}
        className="flex gap-1 overflow-x-auto border-b border-line"
      >
        {ACCOUNTING_TABS.map((id, index) => {
          const selected = id === tab;
          const count = counts[id];
          return (
            <button
              key={id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`accounting-tab-${id}`}
              aria-selected={selected}
              aria-controls="accounting-panel"
              tabIndex={selected ? 0 : -1}
              onClick={() => onTabChange(id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                '-mb-px min-h-11 flex-1 border-b-2 px-2 text-sm font-semibold whitespace-nowrap sm:flex-none sm:px-4',
                selected
                  ? 'border-brand-700 text-ink'
                  : 'border-transparent text-ink-muted hover:text-ink',
              )}
            >
              {t(`accounting.tabs.${id}`)}
              {count !== undefined && (
                <span className="ml-1.5 rounded-full bg-surface-muted px-1.5 py-0.5 text-xs tabular-nums">
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="accounting-panel" aria-labelledby={`accounting-tab-${tab}`}>
        {children}
      </div>
    </section>
  );
}
