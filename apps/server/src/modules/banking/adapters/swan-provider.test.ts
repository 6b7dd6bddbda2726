import { describe, expect, it } from 'vitest';
import { BankingProviderError, BankWebhookError } from './banking-provider.js';
import { SwanBankingProvider, toBankCase, toCents, toSwanAmount } from './swan-provider.js';
import { SWAN_SECRET_HEADER } from './swan-client.js';
import { parseSwanWebhook } from './swan-webhook.js';

/** A capital deposit case as Swan's partner API answers it (fields this adapter asks for). */
const RECORDED_CASE = {
  id: 'cdc_7f1c2e',
  status: 'WaitingForRequirements',
  updatedAt: '2026-11-20T10:15:00.000Z',
  totalCapitalDepositAmount: { value: '1000.00', currency: 'EUR' },
  companyOnboarding: { account: { legalRepresentativeMembership: { id: 'mem_42' } } },
  documents: [{ type: 'CapitalShareDepositCertificate', status: 'Pending' }],
  shareholders: [
    {
      id: 'sh_1',
      status: 'WaitingForTransfer',
      capitalDepositAmount: { value: '1000.5', currency: 'EUR' },
      info: { firstName: 'Ada', lastName: 'Lovelace' },
      documents: [{ type: 'ProofOfIdentity', status: 'Uploaded' }],
      onboarding: { onboardingUrl: 'https://onboarding.swan.io/abc' },
      account: {
        IBAN: 'FR7699999000010000000000126',
        BIC: 'SWNBFR22',
        holder: { info: { name: 'Ada Lovelace' }, verificationStatus: 'Pending' },
      },
    },
  ],
};

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch that answers the token endpoint, then the GraphQL calls in turn, and keeps every request. */
function createFetch(answers: unknown[]) {
  const calls: { url: string; body: string }[] = [];
  const fetchStub = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: String(init?.body ?? '') });
    if (url.endsWith('/token')) return jsonResponse({ access_token: 'tok', expires_in: 3600 });
    return jsonResponse(answers.shift());
  }) as typeof fetch;
  return { fetchStub, calls };
}

function createProvider(fetchStub: typeof fetch) {
  return new SwanBankingProvider({
    apiUrl: 'https://api.example.test/graphql',
    oauthUrl: 'https://oauth.example.test/token',
    clientId: 'client',
    clientSecret: 'secret',
    webhookSecret: 'swan-webhook-secret',
    fetch: fetchStub,
  });
}

describe('Swan amounts', () => {
  it.each([
    ['1000.00', 100_000],
    ['1000.5', 100_050],
    ['0.07', 7],
    ['12', 1_200],
  ])('%s EUR is %i cents', (value, cents) => {
    expect(toCents({ value, currency: 'EUR' })).toBe(cents);
  });

  it('writes cents as euros with two decimals', () => {
    expect(toSwanAmount(100_050, 'EUR')).toEqual({ value: '1000.50', currency: 'EUR' });
  });
});

describe('a recorded Swan case', () => {
  it('reads the case, its shareholder, account and legal representative membership', () => {
    expect(toBankCase(RECORDED_CASE)).toEqual({
      id: 'cdc_7f1c2e',
      status: 'WaitingForRequirements',
      totalAmountCents: 100_000,
      currency: 'EUR',
      legalRepresentativeMembershipId: 'mem_42',
      hasCertificate: false,
      updatedAt: new Date('2026-11-20T10:15:00.000Z'),
      shareholders: [
        {
          id: 'sh_1',
          position: 0,
          fullName: 'Ada Lovelace',
          amountCents: 100_050,
          status: 'WaitingForTransfer',
          verificationStatus: 'Pending',
          onboardingUrl: 'https://onboarding.swan.io/abc',
          account: { iban: 'FR7699999000010000000000126', bic: 'SWNBFR22', holder: 'Ada Lovelace' },
          documents: [{ type: 'ProofOfIdentity', status: 'Uploaded' }],
        },
      ],
    });
  });

  it('knows the certificate once the notary uploaded it', () => {
    const withCertificate = {
      ...RECORDED_CASE,
      status: 'WaitingForRegisterExtract',
      documents: [{ type: 'CapitalShareDepositCertificate', status: 'Validated' }],
    };
    expect(toBankCase(withCertificate).hasCertificate).toBe(true);
  });

  it('refuses a case state it does not know', () => {
    expect(() => toBankCase({ ...RECORDED_CASE, status: 'Closed' })).toThrow(BankingProviderError);
  });
});

describe('the Swan adapter', () => {
  it('opens a case with a project token and the founders’ amounts in euros', async () => {
    const { fetchStub, calls } = createFetch([
      {
        data: {
          createCapitalDepositCase: {
            __typename: 'CreateCapitalDepositCaseSuccessPayload',
            capitalDepositCase: RECORDED_CASE,
          },
        },
      },
      { data: { capitalDepositCase: RECORDED_CASE } },
    ]);
    const provider = createProvider(fetchStub);
    const opened = await provider.openCapitalDeposit({
      externalId: 'deposit-1',
      companyName: 'Acme',
      currency: 'EUR',
      redirectUrl: 'https://app.example.test/fr/fr-fr/capital-deposit',
      shareholders: [
        {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          locale: 'fr-fr',
          amountCents: 100_000,
        },
      ],
    });
    expect(opened.id).toBe('cdc_7f1c2e');
    await provider.getCapitalDeposit('cdc_7f1c2e');
    expect(calls.map((call) => call.url)).toEqual([
      'https://oauth.example.test/token',
      'https://api.example.test/graphql',
      'https://api.example.test/graphql',
    ]);
    const { variables } = JSON.parse(calls[1]!.body) as {
      variables: {
        input: { totalCapitalDepositAmount: unknown; individualShareholders: unknown[] };
      };
    };
    expect(variables.input.totalCapitalDepositAmount).toEqual({
      value: '1000.00',
      currency: 'EUR',
    });
    expect(variables.input.individualShareholders[0]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      capitalDepositAmount: { value: '1000.00', currency: 'EUR' },
      onboardingInfo: { language: 'fr' },
    });
  });

  it('reports a validation rejection as invalid data, not to be retried', async () => {
    const { fetchStub } = createFetch([
      {
        data: {
          createCapitalDepositCase: {
            __typename: 'ValidationRejection',
            message: 'email is invalid',
          },
        },
      },
    ]);
    await expect(
      createProvider(fetchStub).openCapitalDeposit({
        externalId: 'deposit-2',
        companyName: 'Acme',
        currency: 'EUR',
        redirectUrl: 'https://app.example.test',
        shareholders: [],
      }),
    ).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('reports an outage as unavailable, to be retried', async () => {
    const fetchStub = (async (input: string | URL | Request) =>
      String(input).endsWith('/token')
        ? jsonResponse({ access_token: 'tok', expires_in: 3600 })
        : jsonResponse({ message: 'down' }, 503)) as typeof fetch;
    await expect(createProvider(fetchStub).getCapitalDeposit('cdc_1')).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });
});

describe('Swan webhooks', () => {
  const body = Buffer.from(
    JSON.stringify({
      eventType: 'CapitalDepositCase.Updated',
      eventId: 'evt_1',
      eventDate: '2026-11-20T10:15:00.000Z',
      projectId: 'prj',
      resourceId: 'cdc_7f1c2e',
    }),
  );

  it('reads an event carrying the subscription secret', () => {
    const headers = new Headers({ [SWAN_SECRET_HEADER]: 'swan-webhook-secret' });
    expect(parseSwanWebhook(body, headers, 'swan-webhook-secret')).toEqual({
      eventId: 'evt_1',
      type: 'CapitalDepositCase.Updated',
      caseId: 'cdc_7f1c2e',
    });
  });

  it.each([
    ['no secret', new Headers()],
    ['a wrong secret', new Headers({ [SWAN_SECRET_HEADER]: 'swan-webhook-secreT' })],
  ])('refuses an event with %s', (_what, headers) => {
    expect(() => parseSwanWebhook(body, headers, 'swan-webhook-secret')).toThrow(BankWebhookError);
  });
});
