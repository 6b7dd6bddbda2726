import { Button } from '@foundly/ui';
import type { ReactNode } from 'react';
import { NumberedFieldset } from './numbered-fieldset.js';

export interface NumberedListSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** The items of the list (a form's field array), each with its own key. */
  items: readonly { id: string }[];
  /** Names an item from its number, e.g. "Shareholder 2". */
  legend: (number: number) => string;
  /** The name of the button that removes an item, from its number; offered while there are two. */
  removeLabel: (number: number) => string;
  onRemove: (index: number) => void;
  addLabel: string;
  onAdd: () => void;
  /** The fields of the item at an index. */
  children: (index: number) => ReactNode;
}

/** A titled list the founder adds to and removes from, one numbered fieldset an item. */
export function NumberedListSection({
  id,
  title,
  items,
  legend,
  removeLabel,
  onRemove,
  addLabel,
  onAdd,
  children,
}: NumberedListSectionProps) {
  return (
    <section className="flex flex-col gap-4" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {items.map((item, index) => (
        <NumberedFieldset
          key={item.id}
          legend={legend(index + 1)}
          remove={
            items.length > 1
              ? { label: removeLabel(index + 1), onClick: () => onRemove(index) }
              : undefined
          }
        >
          {children(index)}
        </NumberedFieldset>
      ))}
      <Button type="button" variant="secondary" onClick={onAdd}>
        {addLabel}
      </Button>
    </section>
  );
}
