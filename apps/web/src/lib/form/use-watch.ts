import { get, type FieldValues, type Path, type PathValue } from './paths.js';
import type { Control } from './types.js';
import { useFormChanges } from './use-form.js';

type Values<Names, Form> = { [Index in keyof Names]: PathValue<Form, Names[Index] & string> };

/** The whole form's values, one field's, or several fields' as a list; re-rendered as they change. */
export function useWatch<Form extends FieldValues>(props: { control: Control<Form> }): Form;
export function useWatch<Form extends FieldValues, Name extends Path<Form>>(props: {
  control: Control<Form>;
  name: Name;
}): PathValue<Form, Name>;
export function useWatch<
  Form extends FieldValues,
  const Names extends readonly Path<Form>[],
>(props: { control: Control<Form>; name: Names }): Values<Names, Form>;
export function useWatch<Form extends FieldValues>({
  control,
  name,
}: {
  control: Control<Form>;
  name?: string | readonly string[];
}): unknown {
  useFormChanges(control);
  const values = control.values();
  if (name === undefined) return values;
  if (typeof name === 'string') return get(values, name);
  return name.map((each) => get(values, each));
}
