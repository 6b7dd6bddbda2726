import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { WEB_MESSAGES } from './messages.js';

/** The words of the sign-up and sign-in pages, in English: the tests' browser asks for English. */
const { auth } = WEB_MESSAGES['en-gb'];

/** The password of every demo user seeded by the server outside production. */
export const DEMO_PASSWORD = 'demo-password-2026';

/**
 * The demo users, as the server seeds them: the SASU file is past the questionnaire (AWAITING_CD),
 * so its French home greets; the others are PLACED, where a French home leads on to the
 * questionnaire instead.
 */
export const DEMO_USERS = {
  sasu: { email: 'sasu@example.com', name: 'Camille Martin' },
  micro: { email: 'micro@example.com', name: 'Julien Bernard' },
  autonomo: { email: 'autonomo@example.com', name: 'Lucía García López' },
  uk: { email: 'uk@example.com', name: 'Oliver Smith' },
} as const;

/** An e-mail address nobody used before, so that a run never meets the previous one's users. */
export function uniqueEmail(prefix: string): string {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `${prefix}-${suffix}@example.com`;
}

/** The confirmation link the server wrote to the development outbox for this address. */
export async function readVerificationLink(
  request: APIRequestContext,
  email: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        expect(response.ok()).toBe(true);
        const body = (await response.json()) as { emails: { link: string | null }[] };
        link = body.emails.find((mail) => mail.link)?.link ?? undefined;
        return link;
      },
      { message: `a confirmation e-mail to ${email} in the outbox` },
    )
    .toBeTruthy();
  return link!;
}

export interface NewUser {
  name: string;
  email: string;
  password: string;
}

/**
 * Opens the /create-customer entry link signed out: the sign-up page comes first; the person signs
 * up, opens the confirmation link from the outbox, and the app prepares their space.
 */
export async function signUpThroughEntryLink(page: Page, entryLink: string, user: NewUser) {
  await page.goto(entryLink);
  await expect(page).toHaveURL(/\/create-order\?/);
  await expect(page.getByRole('heading', { name: auth.signUp.title })).toBeVisible();

  await page.getByLabel(auth.signUp.name).fill(user.name);
  await page.getByLabel(auth.signUp.email).fill(user.email);
  await page.getByLabel(auth.signUp.password, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: auth.signUp.submit }).click();

  await expect(page.getByRole('heading', { name: auth.checkEmail.title })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(user.email);

  const link = await readVerificationLink(page.request, user.email);
  await page.goto(link);
}

/** Signs in with e-mail and password from the sign-in page. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: auth.signIn.title })).toBeVisible();
  await page.getByLabel(auth.signIn.email).fill(email);
  await page.getByLabel(auth.signIn.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: auth.signIn.submit, exact: true }).click();
}

/** The page title of an area's home: 'Hello {first name}' in the language of the page. */
export function greeting(page: Page, text: string | RegExp) {
  return page.getByRole('heading', { level: 1, name: text });
}

/** A toast message, in the notification area the toasts are announced from. */
export function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /^Notifications/ }).getByText(text);
}

/**
 * Signs a person up through the auth API in a language of their choice, and confirms the address
 * with the link from the outbox: the request context (the page's) then holds their session.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  user: NewUser & { locale: 'en-gb' | 'fr-fr' | 'es-es' },
) {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name: user.name, email: user.email, password: user.password, locale: user.locale },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const confirmed = await request.get(await readVerificationLink(request, user.email));
  expect(confirmed.ok()).toBe(true);
}
