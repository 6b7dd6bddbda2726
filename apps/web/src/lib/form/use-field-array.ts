import { useRef } from 'react';
import { get, type FieldValues, type Path, type PathValue } from './paths.js';
import type { Control } from './types.js';
import { useFormChanges } from './use-form.js';

type Item<Values extends FieldValues, Name extends Path<Values>> =
  PathValue<Values, Name> extends readonly (infer Each)[] ? Each : never;

/**
 * A list of fields (the lines of an invoice): each item with a stable id for its React key;
 * an appended item's first field gets the focus.
 */
export function useFieldArray<Values extends FieldValues, Name extends Path<Values>>({
  control,
  name,
}: {
  control: Control<Values>;
  name: Name;
}) {
  useFormChanges(control);
  const items = (get(control.values(), name) ?? []) as Item<Values, Name>[];
  const ids = useRef<string[]>([]);
  while (ids.current.length < items.length) ids.current.push(crypto.randomUUID());
  ids.current.length = items.length;
  return {
    fields: items.map((item, index) => ({ ...(item as object), id: ids.current[index] ?? '' })),
    append: (item: Item<Values, Name>) => {
      control.focusWhenShown(`${name}.${items.length}.`);
      control.setList(name, [...items, item]);
    },
    remove: (index: number) => {
      ids.current.splice(index, 1);
      control.setList(
        name,
        items.filter((_, each) => each !== index),
        index,
      );
    },
  };
}
