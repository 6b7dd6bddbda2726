import type { Authority } from '@foundly/domain';
import { cn } from '@foundly/ui';
import { useI18n } from '../../app/i18n/index.js';

export interface AuthorityFilterProps {
  /** The authorities the founder's documents come from (`listDocumentAuthorities`). */
  authorities: readonly Authority[];
  selected: readonly Authority[];
  onChange(selected: Authority[]): void;
  layout: 'chips' | 'list';
}

/** The founder's authorities as toggles: chips on wide screens, checkboxes in the phone sheet. */
export function AuthorityFilter({ authorities, selected, onChange, layout }: AuthorityFilterProps) {
  const { t } = useI18n();
  const toggle = (authority: Authority) =>
    onChange(
      selected.includes(authority)
        ? selected.filter((value) => value !== authority)
        : [...selected, authority],
    );
  if (layout === 'list') {
    return (
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-2 text-sm font-semibold">{t('spanishDocuments.authority')}</legend>
        {authorities.map((authority) => (
          <label key={authority} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={selected.includes(authority)}
              onChange={() => toggle(authority)}
            />
            {t(`authorities.${authority}`)}
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <div role="group" aria-label={t('spanishDocuments.authority')} className="flex flex-wrap gap-2">
      {authorities.map((authority) => {
        const active = selected.includes(authority);
        return (
          <button
            key={authority}
            type="button"
            aria-pressed={active}
            onClick={() => toggle(authority)}
            className={cn(
              'min-h-9 rounded-full border px-3 text-sm font-medium',
              active
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-line bg-surface-raised text-ink hover:bg-surface-muted',
            )}
          >
            {t(`authorities.${authority}`)}
          </button>
        );
      })}
    </div>
  );
}
