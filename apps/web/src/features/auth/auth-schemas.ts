/** The sign-in and sign-up forms' validation, loaded with their first check (use-auth-form.ts). */
export { signInSchema, signUpSchema } from '@foundly/domain';
