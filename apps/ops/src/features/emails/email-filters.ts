/** The outbox's statuses, as the server writes them. */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** The e-mails page's filters and the e-mail open in the detail panel, as in the URL. */
export interface EmailFilters {
  to?: string | undefined;
  status?: EmailStatus | undefined;
  email?: string | undefined;
}

export function parseEmailFilters(search: Record<string, unknown>): EmailFilters {
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() ? value.slice(0, 320) : undefined;
  return {
    to: text(search.to),
    status: EMAIL_STATUSES.find((status) => status === search.status),
    email: text(search.email),
  };
}
