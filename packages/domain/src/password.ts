import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Keys of the messages the password rules produce, translated by each client. */
export const passwordMessages = {
  newRequired: 'settings.password.newRequired',
  confirmRequired: 'settings.password.confirmRequired',
  mismatch: 'settings.password.mismatch',
  tooShort: 'settings.password.tooShort',
  tooLong: 'settings.password.tooLong',
} as const;

/** A new password on its own, as the server checks it. */
export const newPasswordSchema = z
  .string()
  .min(1, passwordMessages.newRequired)
  .min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
  .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong);

/** The settings form: new password and its confirmation (spec 01 §5). */
export const changePasswordSchema = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, passwordMessages.confirmRequired),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: passwordMessages.mismatch,
    path: ['confirmPassword'],
  });

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
