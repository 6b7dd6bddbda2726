import { deepEqual, get, hasNoErrors, setIn, unsetIn, type FieldValues } from './paths.js';
import type {
  Control,
  FieldElement,
  FieldError,
  FieldErrors,
  FormState,
  RegisterOptions,
  UseFormOptions,
  UseFormRegisterReturn,
  UseFormReturn,
  ValidationMode,
} from './types.js';

interface Field {
  rules: RegisterOptions;
  /** The inputs of the field: one, or a group of radios or checkboxes. */
  elements: Set<FieldElement>;
  /** Components holding the value (useController) that are on screen. */
  controllers: number;
  focusTarget: { focus?: () => void } | null;
  props: UseFormRegisterReturn;
}

const isRadio = (element: FieldElement) => element.type === 'radio';
const isCheckbox = (element: FieldElement) => element.type === 'checkbox';

/** The value an event or a value given to a controlled field stands for. */
export function eventValue(event: unknown): unknown {
  if (event !== null && typeof event === 'object' && 'target' in event) {
    const target = event.target as HTMLInputElement;
    return target.type === 'checkbox' ? target.checked : target.value;
  }
  return event;
}

/** A field's value as its inputs show it: the one just changed, or its group of options. */
function readInputs(field: Field, current: unknown, changed?: FieldElement): unknown {
  const elements = [...field.elements] as HTMLInputElement[];
  const first = (changed ?? elements.at(-1)) as HTMLInputElement | undefined;
  if (!first) return current;
  if (isRadio(first)) return elements.find((element) => element.checked)?.value ?? null;
  if (isCheckbox(first)) {
    if (elements.length > 1 || Array.isArray(current)) {
      return elements.filter((element) => element.checked).map((element) => element.value);
    }
    if (!first.checked) return false;
    return first.hasAttribute('value') && first.value !== '' ? first.value : true;
  }
  if (field.rules.valueAsNumber) return first.value === '' ? NaN : Number(first.value);
  return first.value;
}

/**
 * Whether a text input or text area holds something other than the form's value when it is
 * attached: on a page rendered on the server, what a person typed (or the
 * browser filled in) before the page came alive. That text is kept, not
 * replaced by the form's default.
 */
function holdsTypedText(element: FieldElement, value: unknown) {
  // A select always has a value (its first option when the server rendered none selected).
  const typable =
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && !isRadio(element) && !isCheckbox(element));
  if (!typable) return false;
  const shown = value === null || value === undefined ? '' : String(value as string);
  return element.value !== '' && element.value !== shown;
}

/** Shows a value in one of a field's inputs. */
function writeInput(element: FieldElement, value: unknown) {
  if (element instanceof HTMLInputElement && isRadio(element)) {
    element.checked = element.value === value;
  } else if (element instanceof HTMLInputElement && isCheckbox(element)) {
    element.checked = Array.isArray(value)
      ? value.includes(element.value)
      : value === element.value || Boolean(value);
  } else {
    element.value = value === null || value === undefined ? '' : String(value as string);
  }
}

/**
 * What a registered input shows before it is attached, as its default: a page rendered on the
 * server carries the saved answers in its HTML rather than empty inputs until it comes alive.
 */
function renderedValue(
  value: unknown,
  rules: RegisterOptions,
): Pick<UseFormRegisterReturn, 'defaultValue' | 'defaultChecked' | 'value'> {
  if (rules.option !== undefined) {
    const option = rules.option;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    const checked = values.some(
      (one) => one !== null && one !== undefined && String(one) === option,
    );
    return { value: option, defaultChecked: checked };
  }
  // A yes/no checkbox holds a boolean; a text input never does. A checkbox left undefined gets
  // nothing, which is unchecked.
  if (typeof value === 'boolean') return { defaultChecked: value };
  // A number not typed yet is NaN (valueAsNumber): an empty input, as the browser shows it.
  if (value === null || value === undefined || Number.isNaN(value)) return {};
  return { defaultValue: String(value as string) };
}

/** Whether a change or a blur leaves the field unchecked, given when the form checks. */
function skipsCheck(blur: boolean, touched: boolean, submitted: boolean, mode: ValidationMode) {
  if (submitted) return blur;
  if (mode === 'all') return false;
  if (mode === 'onTouched') return !(touched || blur);
  if (mode === 'onBlur') return !blur;
  if (mode === 'onChange') return blur;
  return true;
}

/**
 * The store of a form: its values, errors and touched fields, the inputs registered in it,
 * and the methods a component calls. The inputs are uncontrolled: each shows its value when it
 * appears and reports its changes.
 */
export function createFormControl<Values extends FieldValues>(
  options: UseFormOptions<Values>,
): Control<Values> {
  const mode = options.mode ?? 'onSubmit';
  const resolver = options.resolver;
  let defaults = (options.defaultValues ?? {}) as Values;
  let values = defaults;
  let errors: FieldErrors<Values> = {};
  let touched = new Set<string>();
  let submitted = false;
  let submitting = false;
  let version = 0;
  let focusPrefix: string | undefined;
  const fields = new Map<string, Field>();
  const listeners = new Set<() => void>();

  const notify = () => {
    version += 1;
    form.formState = formState();
    for (const listener of listeners) listener();
  };

  const formState = (): FormState<Values> => ({
    errors,
    isSubmitted: submitted,
    isSubmitting: submitting,
  });

  const mounted = (field: Field) => field.elements.size > 0 || field.controllers > 0;

  const showValue = (name: string) => {
    for (const [fieldName, field] of fields) {
      if (fieldName === name || fieldName.startsWith(`${name}.`)) {
        for (const element of field.elements) writeInput(element, get(values, fieldName));
      }
    }
  };

  const setFieldError = (name: string, error: FieldError | undefined) => {
    errors = error ? setIn(errors, name, error) : unsetIn(errors, name);
  };

  /** The error of a field by its own rule, none when it is not on screen. */
  const ruleError = (name: string, field: Field): FieldError | undefined => {
    const validate = field.rules.validate as
      ((value: unknown, all: Values) => string | boolean | undefined) | undefined;
    if (!validate || !mounted(field)) return undefined;
    const result = validate(get(values, name), values);
    if (typeof result === 'string') return { type: 'validate', message: result };
    return result === false ? { type: 'validate', message: '' } : undefined;
  };

  /** Checks the named fields (all when none), sets their errors; whether they are valid. */
  const check = async (names?: readonly string[]): Promise<boolean> => {
    if (resolver) {
      const result = await resolver(values);
      if (!names) errors = result.errors;
      else for (const name of names) setFieldError(name, get(result.errors, name) as FieldError);
    } else {
      for (const name of names ?? fields.keys()) {
        const field = fields.get(name);
        setFieldError(name, field && ruleError(name, field));
      }
    }
    const checked = names ?? [...fields.keys()];
    return names ? checked.every((name) => !get(errors, name)) : hasNoErrors(errors);
  };

  const focusFirstError = () => {
    for (const [name, field] of fields) {
      if (!get(errors, name) || !mounted(field)) continue;
      const [element] = field.elements;
      (element ?? field.focusTarget)?.focus?.();
      return;
    }
  };

  /** After a change or a blur: the field checked again if the form's mode asks for it. */
  const afterInput = async (name: string, field: Field | undefined, blur: boolean) => {
    const rules = field?.rules ?? {};
    const unchecked =
      (!rules.validate && !resolver && !get(errors, name) && !rules.deps) ||
      skipsCheck(blur, touched.has(name), submitted, mode);
    notify();
    if (unchecked) return;
    await check([name]);
    if (rules.deps) await check(rules.deps);
    notify();
  };

  const change = (name: string, value: unknown) => {
    values = setIn(values, name, value);
    void afterInput(name, fields.get(name), false);
  };

  const blur = (name: string) => {
    touched = new Set(touched).add(name);
    void afterInput(name, fields.get(name), true);
  };

  const fieldOf = (name: string): Field => {
    const existing = fields.get(name);
    if (existing) return existing;
    const field: Field = {
      rules: {},
      elements: new Set(),
      controllers: 0,
      focusTarget: null,
      props: {
        name,
        ref: (element) => {
          if (!element) return undefined;
          // One input per field but for a group of radios or checkboxes: the latest one shown.
          if (!isRadio(element) && !isCheckbox(element)) field.elements.clear();
          field.elements.add(element);
          const current = get(values, name);
          if (current === undefined || holdsTypedText(element, current)) {
            const shown = readInputs(field, current);
            values = setIn(values, name, shown);
            // What was typed before the page came alive reaches whatever watches the form.
            if (!deepEqual(shown, current)) notify();
          } else writeInput(element, current);
          if (focusPrefix !== undefined && name.startsWith(focusPrefix)) {
            focusPrefix = undefined;
            element.focus();
          }
          return () => field.elements.delete(element);
        },
        onChange: (event) => {
          values = setIn(values, name, readInputs(field, get(values, name), event.target));
          field.rules.onChange?.(event as never);
          void afterInput(name, field, false);
        },
        onBlur: () => blur(name),
      },
    };
    fields.set(name, field);
    return field;
  };

  const form: UseFormReturn<Values> = {
    register: (name, rules = {}) => {
      const field = fieldOf(name);
      field.rules = rules;
      return { ...field.props, ...renderedValue(get(values, name), rules) } as never;
    },
    handleSubmit: (onValid, onInvalid) => async (event) => {
      event?.preventDefault();
      submitting = true;
      notify();
      let submittedValues = values;
      if (resolver) {
        const result = await resolver(values);
        errors = result.errors;
        if (hasNoErrors(errors)) submittedValues = result.values as Values;
      } else {
        errors = {};
        await check();
      }
      let failure: unknown;
      try {
        if (hasNoErrors(errors)) {
          errors = {};
          notify();
          await onValid(submittedValues, event);
        } else {
          await onInvalid?.(errors, event);
          focusFirstError();
        }
      } catch (error) {
        failure = error;
      }
      submitted = true;
      submitting = false;
      notify();
      if (failure !== undefined) throw failure;
    },
    watch: ((name?: string) => (name === undefined ? values : get(values, name))) as never,
    getValues: ((name?: string) => (name === undefined ? values : get(values, name))) as never,
    setValue: (name, value, setOptions = {}) => {
      values = setIn(values, name, value);
      showValue(name);
      if (setOptions.shouldTouch) touched = new Set(touched).add(name);
      if (setOptions.shouldValidate) void check([name]).then(notify);
      notify();
    },
    setError: (name, error, setOptions) => {
      setFieldError(name, error);
      notify();
      if (setOptions?.shouldFocus) {
        const field = fields.get(name);
        ([...(field?.elements ?? [])][0] ?? field?.focusTarget)?.focus?.();
      }
    },
    trigger: async (name) => {
      const names = name === undefined ? undefined : typeof name === 'string' ? [name] : name;
      const valid = await check(names);
      notify();
      if (!valid) focusFirstError();
      return valid;
    },
    getFieldState: (name) => ({
      invalid: Boolean(get(errors, name)),
      isDirty: !deepEqual(get(values, name), get(defaults, name)),
      isTouched: touched.has(name),
      error: get(errors, name) as FieldError | undefined,
    }),
    reset: (next) => {
      if (next) defaults = next;
      values = defaults;
      errors = {};
      touched = new Set();
      submitted = false;
      for (const name of fields.keys()) showValue(name);
      notify();
    },
    formState: undefined as never,
    control: undefined as never,
  };
  form.formState = formState();

  const control: Control<Values> = {
    form,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    values: () => values,
    control: (name, rules) => {
      const field = fieldOf(name);
      field.rules = rules ?? {};
      return {
        mount: () => {
          field.controllers += 1;
          return () => {
            field.controllers -= 1;
          };
        },
        change: (value) => change(name, value),
        blur: () => blur(name),
        focusOn: (element) => {
          field.focusTarget = element;
        },
      };
    },
    setList: (name, items, removed) => {
      values = setIn(values, name, items);
      const listErrors = get(errors, name);
      if (removed !== undefined && Array.isArray(listErrors)) {
        errors = setIn(
          errors,
          name,
          listErrors.filter((_, index) => index !== removed),
        );
      }
      notify();
    },
    focusWhenShown: (namePrefix) => {
      focusPrefix = namePrefix;
    },
  };
  form.control = control;
  return control;
}
