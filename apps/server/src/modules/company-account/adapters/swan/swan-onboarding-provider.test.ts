import { describe, expect, it } from 'vitest';
import { BankWebhookRefusedError } from '../company-account-onboarding-provider.js';
import { SwanOnboardingProvider, toOnboardingState } from './swan-onboarding-provider.js';

const OPTIONS = {
  clientId: 'swan-client',
  clientSecret: 'swan-secret',
  apiUrl: 'https://api.swan.test/sandbox-partner/graphql',
  oauthUrl: 'https://oauth.swan.test/oauth2/token',
  webhookSecret: 'subscription-secret-of-the-webhook',
  webBankingUrl: 'https://banking.swan.test',
};

/** Swan's answers, in the shapes its documentation shows. */
const TOKEN = { access_token: 'project-token', expires_in: 3600, token_type: 'Bearer' };
const CREATED = {
  data: {
    onboardCompanyAccountHolder: {
      __typename: 'OnboardCompanyAccountHolderSuccessPayload',
      onboarding: {
        id: 'eda0ceec-0e20-4d1b-bbee-b3e3a4227c99',
        onboardingUrl: 'https://onboarding.swan.test/company/eda0ceec',
      },
    },
  },
};
const VALIDATION_REJECTION = {
  data: {
    onboardCompanyAccountHolder: {
      __typename: 'ValidationRejection',
      message: 'email is invalid',
    },
  },
};
const FINALIZED = {
  data: {
    onboarding: {
      id: 'eda0ceec-0e20-4d1b-bbee-b3e3a4227c99',
      onboardingState: 'Completed',
      statusInfo: { __typename: 'OnboardingFinalizedStatusInfo', status: 'Finalized' },
      account: { id: 'acc-1', legalRepresentativeMembership: { id: 'membership-1' } },
    },
  },
};

interface Call {
  url: string;
  init: RequestInit;
}

function recordedFetch(answers: unknown[]) {
  const calls: Call[] = [];
  const fetchStub = (async (url: string | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const answer = answers.shift();
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { calls, fetch: fetchStub };
}

describe('SwanOnboardingProvider', () => {
  it('gets a project token, then creates a self-employed French company onboarding', async () => {
    const { calls, fetch } = recordedFetch([TOKEN, CREATED]);
    const swan = new SwanOnboardingProvider({ ...OPTIONS, fetch });
    const created = await swan.createOnboarding({
      externalId: 'ours-1',
      email: 'founder@example.com',
      companyName: 'Atelier Lovelace',
      locale: 'fr-fr',
      redirectUrl: 'https://app.example.com/fr/fr-fr/my-account',
    });
    expect(created).toEqual({
      onboardingId: 'eda0ceec-0e20-4d1b-bbee-b3e3a4227c99',
      onboardingUrl: 'https://onboarding.swan.test/company/eda0ceec',
    });
    expect(calls[0]!.url).toBe(OPTIONS.oauthUrl);
    expect(String(calls[0]!.init.body)).toBe(
      'grant_type=client_credentials&client_id=swan-client&client_secret=swan-secret',
    );
    expect(calls[1]!.url).toBe(OPTIONS.apiUrl);
    expect(new Headers(calls[1]!.init.headers).get('authorization')).toBe('Bearer project-token');
    const body = JSON.parse(String(calls[1]!.init.body)) as {
      query: string;
      variables: { input: Record<string, unknown> };
    };
    expect(body.query).toContain('onboardCompanyAccountHolder(input: $input)');
    expect(body.variables.input).toEqual({
      accountCountry: 'FRA',
      companyType: 'SelfEmployed',
      isRegistered: true,
      typeOfRepresentation: 'LegalRepresentative',
      email: 'founder@example.com',
      name: 'Atelier Lovelace',
      language: 'fr',
      redirectUrl: 'https://app.example.com/fr/fr-fr/my-account',
    });
  });

  it('keeps the token for the next call', async () => {
    const { calls, fetch } = recordedFetch([TOKEN, FINALIZED, FINALIZED]);
    const swan = new SwanOnboardingProvider({ ...OPTIONS, fetch });
    await swan.getOnboarding('eda0ceec-0e20-4d1b-bbee-b3e3a4227c99');
    await swan.getOnboarding('eda0ceec-0e20-4d1b-bbee-b3e3a4227c99');
    expect(calls.filter((call) => call.url === OPTIONS.oauthUrl)).toHaveLength(1);
  });

  it('fails on a rejection, so that the task asks again later', async () => {
    const { fetch } = recordedFetch([TOKEN, VALIDATION_REJECTION]);
    const swan = new SwanOnboardingProvider({ ...OPTIONS, fetch });
    await expect(
      swan.createOnboarding({
        externalId: 'ours-1',
        email: 'bad',
        companyName: 'A',
        locale: 'en-gb',
        redirectUrl: 'https://app.example.com/',
      }),
    ).rejects.toThrow(/ValidationRejection email is invalid/);
  });

  it('reads a finalized onboarding with its membership and web banking link', async () => {
    const { fetch } = recordedFetch([TOKEN, FINALIZED]);
    const swan = new SwanOnboardingProvider({ ...OPTIONS, fetch });
    expect(await swan.getOnboarding('eda0ceec-0e20-4d1b-bbee-b3e3a4227c99')).toEqual({
      onboardingId: 'eda0ceec-0e20-4d1b-bbee-b3e3a4227c99',
      status: 'finalized',
      legalRepresentativeMembershipId: 'membership-1',
      bankPortalUrl: 'https://banking.swan.test/membership-1',
    });
  });

  it.each([
    ['Valid', 'valid'],
    ['Invalid', 'invalid'],
  ] as const)('an ongoing onboarding with %s information is %s, with no link', (status, state) => {
    expect(
      toOnboardingState(
        { id: 'o', onboardingState: 'Ongoing', statusInfo: { status }, account: null },
        OPTIONS.webBankingUrl,
      ),
    ).toEqual({
      onboardingId: 'o',
      status: state,
      legalRepresentativeMembershipId: undefined,
      bankPortalUrl: undefined,
    });
  });

  it('accepts a webhook with the subscription secret and reads its envelope', () => {
    const swan = new SwanOnboardingProvider(OPTIONS);
    const body = Buffer.from(
      JSON.stringify({
        eventType: 'Onboarding.Updated',
        eventId: 'evt-1',
        eventDate: '2026-11-25T09:35:46.673Z',
        projectId: 'project',
        resourceId: 'eda0ceec',
      }),
    );
    expect(
      swan.parseWebhook(body, new Headers({ 'x-swan-secret': OPTIONS.webhookSecret })),
    ).toEqual({ eventId: 'evt-1', eventType: 'Onboarding.Updated', resourceId: 'eda0ceec' });
    for (const headers of [new Headers(), new Headers({ 'x-swan-secret': 'wrong' })]) {
      expect(() => swan.parseWebhook(body, headers)).toThrow(BankWebhookRefusedError);
    }
  });
});
