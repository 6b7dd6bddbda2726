import { Button } from '@foundly/ui';
import type { ReactNode } from 'react';

export interface NumberedFieldsetProps {
  /** Names the item and its number, e.g. "Shareholder 2". */
  legend: string;
  /** The button that removes the item; none where the item cannot be removed. */
  remove?: { label: string; onClick: () => void } | undefined;
  children: ReactNode;
}

/** One item of a list the founder adds to (a director, a share class, a shareholder). */
export function NumberedFieldset({ legend, remove, children }: NumberedFieldsetProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-line p-4">
      <legend className="px-1 text-base font-semibold">{legend}</legend>
      {children}
      {remove && (
        <Button type="button" variant="secondary" onClick={remove.onClick}>
          {remove.label}
        </Button>
      )}
    </fieldset>
  );
}
