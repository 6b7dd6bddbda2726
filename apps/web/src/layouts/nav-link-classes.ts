/** The look of a side navigation entry, current or not. */
export function navLinkClasses(active: boolean): string {
  return [
    'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
    active
      ? 'bg-brand-50 text-brand-800 dark:bg-brand-800/30 dark:text-brand-100'
      : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
  ].join(' ');
}
