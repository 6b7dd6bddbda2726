import { Button } from '@foundly/ui';
import { useI18n } from '../app/i18n/index.js';

export interface PagerProps {
  /** Names the list the pages belong to, for screen readers. */
  label: string;
  page: number;
  pageCount: number;
  onChange(page: number): void;
}

/** 'Página {page} de {total}' between Anterior and Siguiente (spec 02 §2, the Área contable). */
export function Pager({ label, page, pageCount, onChange }: PagerProps) {
  const { t } = useI18n();
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('accounting.pager.previous')}
      </Button>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {t('accounting.pager.page', { page, total: pageCount })}
      </p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        {t('accounting.pager.next')}
      </Button>
    </nav>
  );
}
