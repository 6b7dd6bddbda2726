import { CountryCode, LegalForm } from '@foundly/proto';
import { eq } from 'drizzle-orm';
import { accounts, companyAccounts, type OrderStatusName } from '../src/db/schema/index.js';
import { signSandboxPayload } from '../src/modules/company-account/adapters/sandbox/sandbox-signature.js';
import type { OrderingCustomer } from './caller-checks.js';
import type { TestApp } from './harness.js';
import { setOrderStatus, signUpWithDraft } from './payments.js';

/**
 * A customer whose French order (a micro-entreprise unless told) has reached
 * `status`, with the account's `features.meBanking` as given.
 */
export async function signUpFounder(
  app: TestApp,
  options: { legalForm?: LegalForm; status?: OrderStatusName; meBanking?: boolean } = {},
): Promise<OrderingCustomer> {
  const founder = await signUpWithDraft(app, {
    countryCode: CountryCode.FR,
    companyLegalForm: options.legalForm ?? LegalForm.MICROENTERPRISE,
  });
  await setOrderStatus(app, founder.order.id, options.status ?? 'COMPLETED');
  await app.context.db
    .update(accounts)
    .set({ meBanking: options.meBanking ?? true })
    .where(eq(accounts.id, founder.order.accountId));
  return founder;
}

/** A completed micro-entrepreneur offered the business account: the owner of the caller checks. */
export const signUpMicroFounder = (app: TestApp) => signUpFounder(app);

export async function listCompanyAccounts(app: TestApp, accountId: string) {
  return app.context.db
    .select()
    .from(companyAccounts)
    .where(eq(companyAccounts.accountId, accountId));
}

/** Posts a bank event to the app's webhook route, signed as the sandbox bank signs it. */
export async function postBankWebhook(
  app: TestApp,
  event: { eventType: string; resourceId: string; eventId?: string },
  options: { secret?: string; at?: Date } = {},
) {
  const payload = JSON.stringify({
    eventType: event.eventType,
    eventId: event.eventId ?? crypto.randomUUID(),
    eventDate: new Date().toISOString(),
    projectId: 'sandbox',
    resourceId: event.resourceId,
  });
  const config = app.context.config.companyAccounts;
  const response = await app.fetch('/api/company-account/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-bank-signature': signSandboxPayload(
        payload,
        options.secret ?? config.webhookSecret,
        options.at ?? new Date(),
      ),
    },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
