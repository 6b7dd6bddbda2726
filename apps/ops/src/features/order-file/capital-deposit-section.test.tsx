import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import {
  CapitalDepositStatus,
  CountryCode,
  ErrorDetailSchema,
  LegalForm,
  OrderStatus,
  SandboxBankEvent,
  ShareholderStatus,
  VerificationStatus,
  type GetCapitalDepositFileResponseSchema,
  type SimulateBankEventRequest,
} from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app.js';
import { formatIban } from './capital-deposit-section.js';

const ORDER_ID = '5b0c5c1e-7f32-4c55-9a57-1f0f3c7f2a10';

function orderFile(legalForm: LegalForm, countryCode = CountryCode.FR) {
  return {
    order: {
      id: ORDER_ID,
      status: OrderStatus.AWAITING_CD,
      countryCode,
      legalForm,
      companyName: 'Atelier Lune',
    },
    customer: { name: 'Camille Martin', email: 'camille@example.com' },
  };
}

const ACCOUNT = { iban: 'FR7630001007941234567890185', bic: 'SBXBFRPPXXX', holder: 'Atelier Lune' };

function depositFile(
  overrides: { provider?: string; openingError?: string } = {},
): MessageInitShape<typeof GetCapitalDepositFileResponseSchema> {
  return {
    provider: 'sandbox',
    capitalDeposit: {
      id: 'deposit-1',
      orderId: ORDER_ID,
      status: CapitalDepositStatus.AWAITING_NOTARY,
      paidUpAmountCents: 150_000n,
      currency: 'EUR',
      createdAt: 1_750_000_000n,
      shareholders: [
        {
          id: 'shareholder-1',
          fullName: 'Camille Martin',
          amountCents: 100_000n,
          status: ShareholderStatus.CAPITAL_TRANSFERRED,
          accountHolder: { verificationStatus: VerificationStatus.VERIFIED },
          account: ACCOUNT,
        },
        {
          id: 'shareholder-2',
          fullName: 'Hugo Bernard',
          amountCents: 50_000n,
          status: ShareholderStatus.WAITING_FOR_TRANSFER,
          accountHolder: { verificationStatus: VerificationStatus.REFUSED },
          account: ACCOUNT,
        },
      ],
    },
    events: [
      {
        id: 'event-2',
        type: 'CapitalDepositCase.Updated',
        outcome: 'applied',
        statusAfter: CapitalDepositStatus.AWAITING_NOTARY,
        receivedAt: 1_750_000_200n,
      },
      {
        id: 'event-1',
        type: 'CapitalDepositCase.Created',
        outcome: 'unchanged',
        receivedAt: 1_750_000_100n,
      },
    ],
    nextSandboxEvents: [SandboxBankEvent.CERTIFICATE_ISSUED],
    ...overrides,
  };
}

async function findDepositSection() {
  return within(await screen.findByRole('region', { name: 'Capital deposit' }));
}

describe('the file page’s capital deposit', () => {
  afterEach(cleanup);

  it('shows the deposit, each founder’s part and statuses, the account and the webhooks', async () => {
    renderApp(`/ops/orders/${ORDER_ID}`, {
      getOrderFile: () => orderFile(LegalForm.SASU),
      getCapitalDepositFile: () => depositFile({ openingError: 'Shareholder 2 has no e-mail' }),
    });

    const section = await findDepositSection();
    const detail = (label: string) => section.getByText(label).nextElementSibling?.textContent;
    await section.findByText('Deposit status');
    expect(detail('Deposit status')).toBe('With the notary');
    expect(detail('Capital paid up')).toBe('€1,500.00');
    expect(detail('Bank')).toBe('Sandbox bank (test)');
    expect(detail('Funds certificate')).toBe('Not yet');
    expect(section.getByRole('alert').textContent).toContain('Shareholder 2 has no e-mail');
    expect(section.getByText('FR76 3000 1007 9412 3456 7890 185')).toBeTruthy();
    expect(section.getByText('SBXBFRPPXXX')).toBeTruthy();

    const shareholders = within(section.getByRole('region', { name: 'Shareholders' }));
    const rows = shareholders.getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Camille Martin', '€1,000.00', 'Verified', 'Transferred'],
      ['Hugo Bernard', '€500.00', 'Refused', 'Waiting for the transfer'],
    ]);

    const webhooks = within(section.getByRole('region', { name: 'Bank webhooks, newest first' }));
    const events = webhooks.getAllByRole('row').slice(1);
    expect(events.map((row) => [...row.children].slice(1).map((cell) => cell.textContent))).toEqual(
      [
        ['CapitalDepositCase.Updated', 'Applied', 'With the notary'],
        ['CapitalDepositCase.Created', 'Nothing changed', '—'],
      ],
    );
  });

  it('plays a sandbox step after confirmation, and shows the server’s refusal translated', async () => {
    const requests: SimulateBankEventRequest[] = [];
    let refuse = true;
    renderApp(`/ops/orders/${ORDER_ID}`, {
      getOrderFile: () => orderFile(LegalForm.EURL),
      getCapitalDepositFile: () => depositFile(),
      simulateBankEvent: (request) => {
        requests.push(request);
        if (refuse) {
          throw new ConnectError('A transfer is missing', Code.FailedPrecondition, undefined, [
            {
              desc: ErrorDetailSchema,
              value: create(ErrorDetailSchema, { reason: 'TRANSFER_MISSING' }),
            },
          ]);
        }
        return {};
      },
    });

    const section = await findDepositSection();
    const steps = within(
      await section.findByRole('list', { name: 'Play the notary’s or the bank’s step' }),
    );
    expect(steps.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Certificate issued',
    ]);
    fireEvent.click(steps.getByRole('button', { name: 'Certificate issued' }));
    const dialog = within(
      await screen.findByRole('dialog', {
        name: 'Play “Certificate issued” in the sandbox bank?',
      }),
    );
    expect(requests).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'A founder has not verified their identity or transferred their capital yet.',
    );

    refuse = false;
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.map(({ orderId, event }) => ({ orderId, event }))).toEqual([
      { orderId: ORDER_ID, event: SandboxBankEvent.CERTIFICATE_ISSUED },
      { orderId: ORDER_ID, event: SandboxBankEvent.CERTIFICATE_ISSUED },
    ]);
    expect(
      await screen.findByText(
        'Waiting for the sandbox bank’s webhook: this section updates when it arrives.',
      ),
    ).toBeTruthy();
  });

  it('offers no sandbox step with the real bank, and says when nothing is open yet', async () => {
    renderApp(`/ops/orders/${ORDER_ID}`, {
      getOrderFile: () => orderFile(LegalForm.SASU),
      getCapitalDepositFile: () => depositFile({ provider: 'swan' }),
    });
    const section = await findDepositSection();
    expect(await section.findByText('swan')).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Certificate issued' })).toBeNull();
    cleanup();

    renderApp(`/ops/orders/${ORDER_ID}`, {
      getOrderFile: () => orderFile(LegalForm.SASU),
      getCapitalDepositFile: () => ({ provider: 'sandbox' }),
    });
    expect(
      await (
        await findDepositSection()
      ).findByText(
        'No capital deposit yet: it opens when the file reaches “Awaiting the capital deposit”.',
      ),
    ).toBeTruthy();
  });

  it('is not on the file of a micro-entreprise or of a Spanish company', async () => {
    for (const file of [
      orderFile(LegalForm.MICROENTERPRISE),
      orderFile(LegalForm.SL, CountryCode.ES),
    ]) {
      renderApp(`/ops/orders/${ORDER_ID}`, {
        getOrderFile: () => file,
        getCapitalDepositFile: () => depositFile(),
      });
      await screen.findByRole('heading', { level: 1, name: 'File of Camille Martin' });
      expect(screen.queryByRole('region', { name: 'Capital deposit' })).toBeNull();
      cleanup();
    }
  });
});

describe('formatIban', () => {
  it('groups an IBAN by four', () => {
    expect(formatIban('FR7630001007941234567890185')).toBe('FR76 3000 1007 9412 3456 7890 185');
  });
});
