/** The inbox of the big webmail services, by the domain of the address (lower-case). */
const WEBMAIL_INBOXES: Readonly<Record<string, { name: string; url: string }>> = {
  'gmail.com': { name: 'Gmail', url: 'https://mail.google.com/mail/u/0/#inbox' },
  'googlemail.com': { name: 'Gmail', url: 'https://mail.google.com/mail/u/0/#inbox' },
  'outlook.com': { name: 'Outlook', url: 'https://outlook.live.com/mail/0/inbox' },
  'outlook.es': { name: 'Outlook', url: 'https://outlook.live.com/mail/0/inbox' },
  'hotmail.com': { name: 'Outlook', url: 'https://outlook.live.com/mail/0/inbox' },
  'hotmail.es': { name: 'Outlook', url: 'https://outlook.live.com/mail/0/inbox' },
  'live.com': { name: 'Outlook', url: 'https://outlook.live.com/mail/0/inbox' },
  'msn.com': { name: 'Outlook', url: 'https://outlook.live.com/mail/0/inbox' },
  'yahoo.com': { name: 'Yahoo Mail', url: 'https://mail.yahoo.com/' },
  'yahoo.es': { name: 'Yahoo Mail', url: 'https://mail.yahoo.com/' },
  'icloud.com': { name: 'iCloud Mail', url: 'https://www.icloud.com/mail' },
  'me.com': { name: 'iCloud Mail', url: 'https://www.icloud.com/mail' },
  'proton.me': { name: 'Proton Mail', url: 'https://mail.proton.me/u/0/inbox' },
  'protonmail.com': { name: 'Proton Mail', url: 'https://mail.proton.me/u/0/inbox' },
};

/** Where the founder reads their e-mail: a webmail inbox, or the device's mail application. */
export type MailInbox = { kind: 'webmail'; name: string; url: string } | { kind: 'mail-app' };

/**
 * Where to open the founder's mail to find the e-signature partner's request.
 * A `mailto:` link would open a new message rather than the inbox, so the
 * inbox of a known webmail is opened when the address is one of theirs; any
 * other address (a company's, an ISP's) falls back to the mail application.
 */
export function getMailInbox(email: string | undefined): MailInbox {
  const domain = email?.split('@').pop()?.trim().toLowerCase() ?? '';
  const webmail = WEBMAIL_INBOXES[domain];
  return webmail ? { kind: 'webmail', ...webmail } : { kind: 'mail-app' };
}
