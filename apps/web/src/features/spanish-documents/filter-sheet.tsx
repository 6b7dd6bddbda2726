import type { Authority } from '@foundly/domain';
import { Button, Dialog } from '@foundly/ui';
import { useState } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { AuthorityFilter } from './authority-filter.js';

export interface FilterSheetProps {
  open: boolean;
  authorities: readonly Authority[];
  selected: readonly Authority[];
  onOpenChange(open: boolean): void;
  onApply(selected: Authority[]): void;
}

/** The phone filter sheet: choose, then 'Aceptar' applies or 'Limpiar filtros' clears. */
export function FilterSheet({
  open,
  authorities,
  selected,
  onOpenChange,
  onApply,
}: FilterSheetProps) {
  const { t } = useI18n();
  const [draft, setDraft] = useState<Authority[]>([...selected]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft([...selected]);
        onOpenChange(next);
      }}
      title={t('spanishDocuments.filters')}
    >
      <AuthorityFilter
        layout="list"
        authorities={authorities}
        selected={draft}
        onChange={setDraft}
      />
      <div className="mt-6 flex justify-end gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            setDraft([]);
            onApply([]);
          }}
        >
          {t('spanishDocuments.clearFilters')}
        </Button>
        <Button onClick={() => onApply(draft)}>{t('spanishDocuments.accept')}</Button>
      </div>
    </Dialog>
  );
}
