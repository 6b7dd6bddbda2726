import { createContext, use, type ReactNode } from 'react';
import type { FieldValues } from './paths.js';
import type { UseFormReturn } from './types.js';

const FormContext = createContext<UseFormReturn<FieldValues> | null>(null);

/** Gives a form to the fields below it (useFormContext). */
export function FormProvider<Values extends FieldValues>({
  children,
  ...form
}: UseFormReturn<Values> & { children: ReactNode }) {
  return (
    <FormContext value={form.control.form as unknown as UseFormReturn<FieldValues>}>
      {children}
    </FormContext>
  );
}

/** The form of the nearest FormProvider. */
export function useFormContext<Values extends FieldValues>(): UseFormReturn<Values> {
  const form = use(FormContext);
  if (!form) throw new Error('useFormContext is used outside a FormProvider');
  return form as unknown as UseFormReturn<Values>;
}
