/**
 * The rule of an input shown only for some answers (the income of an
 * employee, the name of a known parent). The form does not validate
 * an input that is not on screen, so the rule holds only while it is shown;
 * `useStepForm`'s `required` list is for the inputs that are always there.
 */
export const REQUIRED_WHEN_SHOWN = {
  validate: (value: unknown) =>
    (typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined) ||
    'errors.field.required',
};
