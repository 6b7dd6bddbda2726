import { useState } from 'react';
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
  const [ids, setIds] = useState(() => items.map(() => crypto.randomUUID()));
  return {
    // An item the form was given without an id (a reset to a longer list) is keyed by its place.
    fields: items.map((item, index) => ({
      ...(item as object),
      id: ids[index] ?? `${name}.${index}`,
    })),
    append: (item: Item<Values, Name>) => {
      setIds([...ids, crypto.randomUUID()]);
      control.focusWhenShown(`${name}.${items.length}.`);
      control.setList(name, [...items, item]);
    },
    remove: (index: number) => {
      setIds(ids.filter((_, each) => each !== index));
      control.setList(
        name,
        items.filter((_, each) => each !== index),
        index,
      );
    },
  };
}
