import { cn } from '@foundly/ui';
import { useId } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import type { QuarterChoice } from './api/use-quarterly-figures.js';
import { formatDay } from './format-figures.js';

/**
 * The year and the quarter shown, each quarter with its filing deadline
 * beside it (20 April, 20 July, 20 October, 30 January, moved past a weekend
 * or holiday), as the tax calendar gives them.
 */
export function QuarterPicker({
  selected,
  years,
  deadlines,
  onChange,
}: {
  selected: QuarterChoice;
  years: readonly number[];
  deadlines: readonly { quarter: number; deadline: string }[];
  onChange: (choice: QuarterChoice) => void;
}) {
  const { t } = useI18n();
  const yearId = useId();
  const quartersId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-col gap-1">
        <label htmlFor={yearId} className="text-sm font-semibold">
          {t('taxQuarters.year')}
        </label>
        <select
          id={yearId}
          value={selected.year}
          onChange={(event) =>
            onChange({ year: Number(event.target.value), quarter: selected.quarter })
          }
          className="min-h-11 rounded-xl border border-line bg-surface px-3"
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <span id={quartersId} className="text-sm font-semibold">
          {t('taxQuarters.quarters')}
        </span>
        <div
          role="group"
          aria-labelledby={quartersId}
          className="grid grid-cols-2 gap-2 sm:grid-cols-4"
        >
          {deadlines.map(({ quarter, deadline }) => {
            const pressed = quarter === selected.quarter;
            return (
              <button
                key={quarter}
                type="button"
                aria-pressed={pressed}
                onClick={() => onChange({ year: selected.year, quarter })}
                className={cn(
                  'flex min-h-11 flex-col items-start rounded-xl border px-3 py-2 text-left',
                  pressed
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-line bg-surface hover:border-brand-600',
                )}
              >
                <span className="font-bold">{t('taxQuarters.quarter', { quarter })}</span>
                <span className={cn('text-xs', pressed ? 'text-white' : 'text-ink-muted')}>
                  {t('taxQuarters.quarterDue', { date: formatDay(deadline) })}
                </span>
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
