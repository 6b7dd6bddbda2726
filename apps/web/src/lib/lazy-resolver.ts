import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver fetched with the first validation (a keystroke, or the
 * submit): the validation library is not needed for the form to show and be
 * interactive.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    const resolver = await (loading ??= load());
    return resolver(values, context, options);
  };
}
