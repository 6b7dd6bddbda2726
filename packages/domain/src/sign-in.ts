import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.js';

/** Keys of the sign-in and sign-up messages, translated by each client. */
const messages = {
  emailRequired: 'auth.errors.emailRequired',
  emailInvalid: 'auth.errors.emailInvalid',
  passwordRequired: 'auth.errors.passwordRequired',
  passwordTooShort: 'auth.errors.passwordTooShort',
  nameRequired: 'auth.errors.nameRequired',
} as const;

const emailSchema = z
  .string()
  .trim()
  .min(1, messages.emailRequired)
  .pipe(z.email(messages.emailInvalid));

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, messages.passwordRequired),
});

export const signUpSchema = z.object({
  name: z.string().trim().min(1, messages.nameRequired).max(120),
  email: emailSchema,
  password: z
    .string()
    .min(1, messages.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH),
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
