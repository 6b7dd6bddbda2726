import { timingSafeEqual } from 'node:crypto';
import { readBankWebhookBody } from '../bank-webhook-body.js';
import {
  BankWebhookRefusedError,
  type BankWebhookEvent,
  type CompanyAccountOnboardingProvider,
  type CompanyOnboardingState,
  type CreateCompanyOnboardingInput,
  type CreatedCompanyOnboarding,
} from '../company-account-onboarding-provider.js';

export interface SwanOptions {
  clientId: string;
  clientSecret: string;
  /** The partner GraphQL endpoint (`…/sandbox-partner/graphql` or `…/live-partner/graphql`). */
  apiUrl: string;
  /** The OAuth2 token endpoint. */
  oauthUrl: string;
  /** The secret set on the webhook subscription, sent back in `x-swan-secret`. */
  webhookSecret: string;
  /** The project's web banking, where an account membership is opened. */
  webBankingUrl: string;
  fetch?: typeof fetch;
}

/** Swan's header carrying the webhook subscription's secret. */
export const SWAN_SECRET_HEADER = 'x-swan-secret';

const CREATE_ONBOARDING = `mutation CreateCompanyOnboarding($input: OnboardCompanyAccountHolderInput!) {
  onboardCompanyAccountHolder(input: $input) {
    __typename
    ... on OnboardCompanyAccountHolderSuccessPayload {
      onboarding { id onboardingUrl }
    }
    ... on BadRequestRejection { message }
    ... on ForbiddenRejection { message }
    ... on ValidationRejection { message }
  }
}`;

const GET_ONBOARDING = `query GetOnboarding($id: ID!) {
  onboarding(id: $id) {
    id
    onboardingState
    statusInfo { __typename status }
    account { id legalRepresentativeMembership { id } }
  }
}`;

interface GraphQlAnswer<T> {
  data?: T;
  errors?: { message: string }[];
}

interface OnboardingNode {
  id: string;
  onboardingState?: string | null;
  statusInfo?: { status?: string | null } | null;
  account?: { id: string; legalRepresentativeMembership?: { id: string } | null } | null;
}

/** Swan's answer to the onboarding query, reduced to the states we act on. */
export function toOnboardingState(
  node: OnboardingNode,
  webBankingUrl: string,
): CompanyOnboardingState {
  const membershipId = node.account?.legalRepresentativeMembership?.id ?? undefined;
  const finalized = node.statusInfo?.status === 'Finalized' || node.onboardingState === 'Completed';
  return {
    onboardingId: node.id,
    status: finalized ? 'finalized' : node.statusInfo?.status === 'Invalid' ? 'invalid' : 'valid',
    legalRepresentativeMembershipId: membershipId,
    bankPortalUrl:
      finalized && membershipId
        ? `${webBankingUrl.replace(/\/$/, '')}/${encodeURIComponent(membershipId)}`
        : undefined,
  };
}

/**
 * Swan's company onboarding through its partner GraphQL API: a project token
 * (OAuth2 client credentials, kept until shortly before it expires), the
 * `onboardCompanyAccountHolder` mutation for a self-employed French account
 * holder, and the `onboarding` query that webhooks make us read again. Swan
 * authenticates its webhooks with the subscription's secret in `x-swan-secret`.
 */
export class SwanOnboardingProvider implements CompanyAccountOnboardingProvider {
  readonly name = 'swan';
  private token: { value: string; expiresAt: number } | undefined;

  constructor(private readonly options: SwanOptions) {}

  async createOnboarding(input: CreateCompanyOnboardingInput): Promise<CreatedCompanyOnboarding> {
    const data = await this.request<{
      onboardCompanyAccountHolder: {
        __typename: string;
        message?: string;
        onboarding?: { id: string; onboardingUrl: string };
      };
    }>(CREATE_ONBOARDING, {
      input: {
        accountCountry: 'FRA',
        companyType: 'SelfEmployed',
        isRegistered: true,
        typeOfRepresentation: 'LegalRepresentative',
        email: input.email,
        name: input.companyName,
        language: input.locale.slice(0, 2),
        redirectUrl: input.redirectUrl,
      },
    });
    const payload = data.onboardCompanyAccountHolder;
    if (!payload.onboarding) {
      throw new Error(
        `Swan refused the onboarding: ${payload.__typename} ${payload.message ?? ''}`,
      );
    }
    return {
      onboardingId: payload.onboarding.id,
      onboardingUrl: payload.onboarding.onboardingUrl,
    };
  }

  async getOnboarding(onboardingId: string): Promise<CompanyOnboardingState | undefined> {
    const data = await this.request<{ onboarding: OnboardingNode | null }>(GET_ONBOARDING, {
      id: onboardingId,
    });
    return data.onboarding
      ? toOnboardingState(data.onboarding, this.options.webBankingUrl)
      : undefined;
  }

  parseWebhook(rawBody: Buffer, headers: Headers): BankWebhookEvent {
    const sent = Buffer.from(headers.get(SWAN_SECRET_HEADER) ?? '');
    const expected = Buffer.from(this.options.webhookSecret);
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
      throw new BankWebhookRefusedError('The x-swan-secret header does not match');
    }
    return readBankWebhookBody(rawBody);
  }

  private get fetch() {
    return this.options.fetch ?? fetch;
  }

  private async getToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const response = await this.fetch(this.options.oauthUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: this.options.clientId,
        client_secret: this.options.clientSecret,
      }).toString(),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`Swan token request answered ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    // A minute early, so that a token never expires between being read and being used.
    this.token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(0, body.expires_in - 60) * 1000,
    };
    return body.access_token;
  }

  private async request<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const response = await this.fetch(this.options.apiUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await this.getToken()}`,
      },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`Swan answered ${response.status}`);
    const answer = (await response.json()) as GraphQlAnswer<T>;
    if (answer.errors?.length || !answer.data) {
      throw new Error(`Swan failed: ${answer.errors?.map((error) => error.message).join('; ')}`);
    }
    return answer.data;
  }
}
