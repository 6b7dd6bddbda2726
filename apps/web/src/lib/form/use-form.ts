import { useState, useSyncExternalStore } from 'react';
import { createFormControl } from './form-control.js';
import type { FieldValues } from './paths.js';
import type { Control, UseFormOptions, UseFormReturn } from './types.js';

/** Re-renders the component when the form changes: a value, an error, a submit. */
export function useFormChanges<Values extends FieldValues>(control: Control<Values>): void {
  useSyncExternalStore(control.subscribe, control.version, control.version);
}

/**
 * A form: uncontrolled inputs registered by name, their values and errors, checked by each
 * field's rule or by the form's resolver, at the moments its mode names.
 */
export function useForm<Values extends FieldValues>(
  options: UseFormOptions<Values> = {},
): UseFormReturn<Values> {
  const [control] = useState(() => createFormControl(options));
  useFormChanges(control);
  return control.form;
}
