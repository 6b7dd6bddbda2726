import { useEffect, type ReactElement } from 'react';
import { get, type FieldValues, type Path, type PathValue } from './paths.js';
import { eventValue } from './form-control.js';
import type { Control, FieldState, RegisterOptions } from './types.js';
import { useFormChanges } from './use-form.js';

export interface UseControllerProps<Values extends FieldValues, Name extends Path<Values>> {
  control: Control<Values>;
  name: Name;
  rules?: RegisterOptions;
}

export interface ControllerRenderProps<Values extends FieldValues, Name extends Path<Values>> {
  name: Name;
  value: PathValue<Values, Name>;
  /** Takes the new value, or the change event of an input. */
  onChange: (value: unknown) => void;
  onBlur: () => void;
  ref: (element: { focus?: () => void } | null) => void;
}

/** A field whose value the component holds and shows itself (a search, a picker). */
export function useController<Values extends FieldValues, Name extends Path<Values>>({
  control,
  name,
  rules,
}: UseControllerProps<Values, Name>): {
  field: ControllerRenderProps<Values, Name>;
  fieldState: FieldState;
} {
  useFormChanges(control);
  const held = control.control(name, rules);
  useEffect(() => held.mount(), [held]);
  return {
    field: {
      name,
      value: get(control.values(), name) as PathValue<Values, Name>,
      onChange: (value) => held.change(eventValue(value)),
      onBlur: held.blur,
      ref: held.focusOn,
    },
    fieldState: control.form.getFieldState(name),
  };
}

/** useController as a component: renders the field it is given. */
export function Controller<Values extends FieldValues, Name extends Path<Values>>({
  render,
  ...props
}: UseControllerProps<Values, Name> & {
  render: (props: {
    field: ControllerRenderProps<Values, Name>;
    fieldState: FieldState;
  }) => ReactElement;
}) {
  return render(useController(props));
}
