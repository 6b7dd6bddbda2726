import { z } from 'zod';

export const CUSTOMER_NAME_MAX_LENGTH = 120;

/** A customer's display name: trimmed, not empty, bounded. */
export const customerNameSchema = z
  .string()
  .trim()
  .min(1, 'settings.account.nameRequired')
  .max(CUSTOMER_NAME_MAX_LENGTH, 'settings.account.nameTooLong');
