import { describe, expect, it } from 'vitest';
import { BankWebhookError } from '../banking-provider.js';
import { createSandboxIban } from './sandbox-iban.js';
import { renderShareholderPage } from './sandbox-pages.js';
import {
  parseSandboxBankWebhook,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxBankPayload,
} from './sandbox-signature.js';
import type { SandboxCaseRow } from './sandbox.repository.js';

/** The ISO 13616 check: the first four characters moved to the end, letters as numbers, mod 97 is 1. */
function isValidIban(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of moved) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

function caseWith(locale: string, verificationStatus: string, status = 'WaitingForTransfer') {
  return {
    id: '7d9f7a52-8a43-4c8e-a7c5-0d3f1f0a5b11',
    externalId: 'deposit',
    status: 'WaitingForRequirements',
    companyName: 'Acme <Conseil>',
    currency: 'EUR',
    legalRepresentativeMembershipId: 'membership',
    certificateStorageKey: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    shareholders: [
      {
        id: 'shareholder',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        locale,
        amountCents: 100_000,
        verificationStatus,
        status,
        iban: 'FR7699999000010000000000126',
        bic: 'SNDBFRP1XXX',
      },
    ],
  } satisfies SandboxCaseRow;
}

describe('the sandbox bank', () => {
  it('gives each founder a French IBAN that passes the check of a real one', () => {
    for (let index = 0; index < 50; index += 1) {
      const iban = createSandboxIban();
      expect(iban).toMatch(/^FR\d{25}$/);
      expect(isValidIban(iban)).toBe(true);
    }
  });

  it('signs its webhooks with HMAC-SHA256 over the exact body', () => {
    const body = JSON.stringify({
      eventType: 'CapitalDepositCase.Updated',
      eventId: 'e1',
      resourceId: 'c1',
    });
    const headers = new Headers({
      [SANDBOX_SIGNATURE_HEADER]: signSandboxBankPayload(body, 'secret'),
    });
    expect(parseSandboxBankWebhook(Buffer.from(body), headers, 'secret')).toEqual({
      eventId: 'e1',
      type: 'CapitalDepositCase.Updated',
      caseId: 'c1',
    });
    expect(() => parseSandboxBankWebhook(Buffer.from(`${body} `), headers, 'secret')).toThrow(
      BankWebhookError,
    );
    expect(() => parseSandboxBankWebhook(Buffer.from(body), headers, 'other')).toThrow(
      BankWebhookError,
    );
  });

  it.each([
    ['en-gb', 'Verify my identity', 'lang="en"'],
    ['fr-fr', 'Vérifier mon identité', 'lang="fr"'],
    ['es-es', 'Verificar mi identidad', 'lang="es"'],
  ])('shows the identity page in %s', (locale, button, lang) => {
    const row = caseWith(locale, 'NotStarted');
    const html = renderShareholderPage(row, row.shareholders[0]!, { actionPath: '/page' });
    expect(html).toContain(button);
    expect(html).toContain(lang);
    expect(html).toContain('Acme &#60;Conseil&#62;');
  });

  it.each([
    ['en-gb', 'Send the transfer', '€1,000.00'],
    ['fr-fr', 'Envoyer le virement', '1 000,00'],
    ['es-es', 'Enviar la transferencia', '1000,00'],
  ])('shows the account and amount to transfer in %s', (locale, button, amount) => {
    const row = caseWith(locale, 'Verified');
    const html = renderShareholderPage(row, row.shareholders[0]!, { actionPath: '/page' });
    expect(html).toContain(button);
    expect(html).toContain('FR7699999000010000000000126');
    expect(html.replace(/\u202f|\u00a0/g, ' ')).toContain(amount);
  });

  it('asks a refused founder to verify again', () => {
    const row = caseWith('fr-fr', 'Refused');
    const html = renderShareholderPage(row, row.shareholders[0]!, { actionPath: '/page' });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Vérifier mon identité');
  });
});
