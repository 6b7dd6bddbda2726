export { FormProvider, useFormContext } from './form-context.js';
export { get, setIn, type FieldValues, type Path, type PathValue } from './paths.js';
export type {
  Control,
  DefaultValues,
  FieldError,
  FieldErrors,
  RegisterOptions,
  Resolver,
  UseFormRegister,
  UseFormRegisterReturn,
  UseFormReturn,
} from './types.js';
export { Controller, useController } from './use-controller.js';
export { useFieldArray } from './use-field-array.js';
export { useForm } from './use-form.js';
export { useWatch } from './use-watch.js';
export { zodResolver } from './zod-resolver.js';
