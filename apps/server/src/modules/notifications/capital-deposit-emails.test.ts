import { describe, expect, it } from 'vitest';
import { renderEmail } from './email-templates.js';

const LINK = 'https://app.example.test/api/banking/sandbox/onboarding/case/shareholder/token';
const TRANSFER = {
  amountCents: 100_000,
  currency: 'EUR',
  iban: 'FR7699999000010000000000126',
  bic: 'SNDBFRP1XXX',
  holder: 'Ada <Lovelace>',
};

describe('the capital deposit e-mails', () => {
  it.each([
    ['en-gb', 'Verify your identity to deposit your capital'],
    ['fr-fr', 'Vérifiez votre identité pour déposer votre capital'],
    ['es-es', 'Verifica tu identidad para depositar tu capital'],
  ])('asks for the identity in %s', (locale, subject) => {
    const email = renderEmail({ template: 'capital-deposit-identity', link: LINK }, locale);
    expect(email.subject).toBe(subject);
    expect(email.text).toContain(LINK);
  });

  it.each([
    ['en-gb', 'Send the transfer of your capital', '€1,000.00'],
    ['fr-fr', 'Envoyez le virement de votre capital', '1 000,00 €'],
    ['es-es', 'Envía la transferencia de tu capital', '1000,00 €'],
  ])('gives the account and amount to transfer in %s', (locale, subject, amount) => {
    const email = renderEmail(
      { template: 'capital-deposit-transfer', link: LINK, transfer: TRANSFER },
      locale,
    );
    expect(email.subject).toBe(subject);
    expect(email.text.replace(/\u202f|\u00a0/g, ' ')).toContain(amount);
    expect(email.text).toContain(TRANSFER.iban);
    expect(email.html).toContain('Ada &#60;Lovelace&#62;');
  });

  it.each([
    ['en-gb', 'Your funds certificate has arrived'],
    ['fr-fr', 'Votre certificat de dépôt des fonds est arrivé'],
    ['es-es', 'Ha llegado tu certificado de depósito de fondos'],
  ])('announces the certificate in %s', (locale, subject) => {
    const email = renderEmail({ template: 'capital-deposit-certificate', link: LINK }, locale);
    expect(email.subject).toBe(subject);
  });
});
