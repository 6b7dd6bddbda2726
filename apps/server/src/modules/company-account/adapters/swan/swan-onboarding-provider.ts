import { hasSwanSecret, SwanClient, type SwanClientOptions } from '../../../banking/index.js';
import { readBankWebhookBody } from '../bank-webhook-body.js';
import {
  BankWebhookRefusedError,
  type BankWebhookEvent,
  type CompanyAccountOnboardingProvider,
  type CompanyOnboardingState,
  type CreateCompanyOnboardingInput,
  type CreatedCompanyOnboarding,
} from '../company-account-onboarding-provider.js';

export interface SwanOptions extends SwanClientOptions {
  /** The secret set on the webhook subscription, sent back in `x-swan-secret`. */
  webhookSecret: string;
  /** The project's web banking, where an account membership is opened. */
  webBankingUrl: string;
}

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
  private readonly client: SwanClient;

  constructor(private readonly options: SwanOptions) {
    this.client = new SwanClient(options);
  }

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
    if (!hasSwanSecret(headers, this.options.webhookSecret)) {
      throw new BankWebhookRefusedError('The x-swan-secret header does not match');
    }
    return readBankWebhookBody(rawBody);
  }

  private request<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    return this.client.request<T>(query, variables, 20_000);
  }
}
