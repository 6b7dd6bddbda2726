import type { ChangeEvent, FocusEvent, FormEvent } from 'react';
import type { FieldValues, Path, PathValue } from './paths.js';

/** A field's error: its message is a message key the form translates. */
export interface FieldError {
  type?: string;
  message?: string;
}

/** A form's errors, nested like its values. */
export type FieldErrors<Values extends FieldValues = FieldValues> = Partial<
  Record<keyof Values, FieldError>
> &
  Record<string, unknown>;

/** The checks of a whole form: the values to submit, or the errors that refuse them. */
export type Resolver<Values extends FieldValues> = (
  values: Values,
) => ResolverResult<Values> | Promise<ResolverResult<Values>>;

export interface ResolverResult<Values extends FieldValues> {
  values: Values | Record<string, never>;
  errors: FieldErrors<Values>;
}

/** The default values of a form: any of its fields, at any depth. */
export type DefaultValues<Values> = {
  [Key in keyof Values]?: Values[Key] extends Date | Blob | readonly unknown[]
    ? Values[Key]
    : Values[Key] extends object
      ? DefaultValues<Values[Key]>
      : Values[Key];
};

/** When the fields are checked: before the first submit, and after it. */
export type ValidationMode = 'onSubmit' | 'onBlur' | 'onChange' | 'onTouched' | 'all';

export interface UseFormOptions<Values extends FieldValues> {
  defaultValues?: DefaultValues<Values>;
  resolver?: Resolver<Values>;
  /** Before the first submit; 'onSubmit' by default. */
  mode?: ValidationMode;
}

/** A field's own check: true or nothing when valid, else the message (false for none). */
export type Validate = (value: never, values: never) => string | boolean | undefined;

export interface RegisterOptions {
  validate?: Validate;
  /** The number typed, NaN when nothing is. */
  valueAsNumber?: boolean;
  onChange?: (event: never) => void;
  /** Other fields checked again with this one. */
  deps?: readonly string[];
  /**
   * The input is one option of the field, a radio or a checkbox of a list, with this value:
   * checked when the field's value is it or a list holding it.
   */
  option?: string;
}

/** What `register` gives an input: spread it on the input. */
export interface UseFormRegisterReturn<Name extends string = string> {
  name: Name;
  ref: (element: FieldElement | null) => (() => void) | undefined;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onBlur: (event: FocusEvent<FieldElement>) => void;
  /**
   * The field's value as the input shows it, for a text input, a text area or a select, so
   * that a page rendered on the server shows it before it comes alive; undefined for none.
   */
  defaultValue?: string;
  /** For a yes/no checkbox (a field holding true or false) or an option: whether it is checked. */
  defaultChecked?: boolean;
  /** The option's own value (`option`). */
  value?: string;
}

export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export type UseFormRegister<Values extends FieldValues> = <Name extends Path<Values>>(
  name: Name,
  options?: RegisterOptions,
) => UseFormRegisterReturn<Name>;

export interface FormState<Values extends FieldValues> {
  errors: FieldErrors<Values>;
  isSubmitted: boolean;
  isSubmitting: boolean;
}

export interface FieldState {
  invalid: boolean;
  isDirty: boolean;
  isTouched: boolean;
  error: FieldError | undefined;
}

export interface SetValueOptions {
  shouldValidate?: boolean;
  shouldDirty?: boolean;
  shouldTouch?: boolean;
}

export type SubmitHandler<Values extends FieldValues> = (
  values: Values,
  event?: FormEvent,
) => unknown;

export interface UseFormReturn<Values extends FieldValues> {
  register: UseFormRegister<Values>;
  handleSubmit: (
    onValid: SubmitHandler<Values>,
    onInvalid?: (errors: FieldErrors<Values>, event?: FormEvent) => unknown,
  ) => (event?: FormEvent) => Promise<void>;
  watch: {
    (): Values;
    <Name extends Path<Values>>(name: Name): PathValue<Values, Name>;
  };
  getValues: {
    (): Values;
    <Name extends Path<Values>>(name: Name): PathValue<Values, Name>;
  };
  setValue: <Name extends Path<Values>>(
    name: Name,
    value: PathValue<Values, Name>,
    options?: SetValueOptions,
  ) => void;
  setError: (
    name: Path<Values> | `root.${string}`,
    error: FieldError,
    options?: { shouldFocus?: boolean },
  ) => void;
  trigger: (name?: Path<Values> | readonly Path<Values>[]) => Promise<boolean>;
  getFieldState: (name: Path<Values>, formState?: FormState<Values>) => FieldState;
  reset: (values?: Values) => void;
  formState: FormState<Values>;
  control: Control<Values>;
}

/** The form's store, for the hooks of the fields it holds (useWatch, useController...). */
export interface Control<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  subscribe: (listener: () => void) => () => void;
  version: () => number;
  values: () => Values;
  /** A field whose value a component holds (useController): its checks, its focus. */
  control: (
    name: string,
    rules: RegisterOptions | undefined,
  ) => {
    mount: () => () => void;
    change: (value: unknown) => void;
    blur: () => void;
    focusOn: (element: { focus?: () => void } | null) => void;
  };
  /** Replaces a list's items, moving their errors with them (useFieldArray). */
  setList: (name: string, items: unknown[], removed?: number) => void;
  /** The first field registered under this name gets the focus when it appears. */
  focusWhenShown: (namePrefix: string) => void;
}
