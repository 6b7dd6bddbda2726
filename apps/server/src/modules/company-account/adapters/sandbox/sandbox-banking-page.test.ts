import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxCapitalDepositCases } from '../../../../db/schema/index.js';
import { BACKENDS, useTestApp, type TestApp } from '../../../../../test/harness.js';
import { SandboxBankingProvider } from '../../../banking/index.js';

/** A capital deposit case at the sandbox bank, as the deposit's opening creates it. */
async function openCase(app: TestApp) {
  const bank = app.context.banking;
  if (!(bank instanceof SandboxBankingProvider)) throw new Error('The sandbox bank is expected');
  const opened = await bank.openCapitalDeposit({
    externalId: crypto.randomUUID(),
    companyName: 'Lovelace Engines',
    currency: 'EUR',
    shareholders: [
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.test',
        locale: 'fr-fr',
        amountCents: 150_000,
      },
    ],
    redirectUrl: `${app.context.config.baseUrl}/fr/fr-fr/capital-deposit`,
  });
  return { caseId: opened.id, membershipId: opened.legalRepresentativeMembershipId! };
}

function openWebBanking(app: TestApp, membershipId: string) {
  return fetch(`${app.context.config.bankPortalUrl}/${membershipId}`);
}

describe.each(BACKENDS)('the sandbox bank’s web banking (%s)', (backend) => {
  const app = useTestApp(backend);

  it('shows the company account of a capital deposit, open once the funds are released', async () => {
    const { caseId, membershipId } = await openCase(app());

    const waiting = await openWebBanking(app(), membershipId);
    expect(waiting.status).toBe(200);
    const waitingPage = await waiting.text();
    expect(waitingPage).toContain('Lovelace Engines');
    expect(waitingPage).toContain('Le compte de votre société s’ouvre');
    expect(waitingPage).not.toContain('IBAN');

    await app()
      .context.db.update(sandboxCapitalDepositCases)
      .set({ status: 'Completed' })
      .where(eq(sandboxCapitalDepositCases.id, caseId));
    const open = await (await openWebBanking(app(), membershipId)).text();
    expect(open).toContain('Votre compte professionnel est ouvert.');
    expect(open).toMatch(/1\s500,00\s€/);
    expect(open).toContain('FR76 3000 6000 0112 3456 7890 189');
  });

  it('answers not found for a membership the bank does not know', async () => {
    expect((await openWebBanking(app(), crypto.randomUUID())).status).toBe(404);
    expect((await openWebBanking(app(), 'not-a-membership')).status).toBe(404);
  });
});
