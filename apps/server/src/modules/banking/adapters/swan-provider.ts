import { isBankCaseStatus } from '@foundly/domain';
import {
  BankingProviderError,
  type BankCapitalDepositCase,
  type BankShareholder,
  type BankShareholderDocument,
  type BankingProvider,
  type BankVerificationStatus,
  type BankWebhookEvent,
  type OpenCapitalDepositInput,
} from './banking-provider.js';
import { SwanClient, SwanRequestError, type SwanClientOptions } from './swan-client.js';
import { parseSwanWebhook } from './swan-webhook.js';

export interface SwanOptions extends SwanClientOptions {
  webhookSecret: string;
}

const CASE_FIELDS = `
fragment CaseFields on CapitalDepositCase {
  id
  status
  updatedAt
  totalCapitalDepositAmount { value currency }
  companyOnboarding { account { legalRepresentativeMembership { id } } }
  documents { type status }
  shareholders {
    id
    status
    capitalDepositAmount { value currency }
    info { firstName lastName }
    documents { type status }
    onboarding { onboardingUrl }
    account { IBAN BIC holder { info { name } verificationStatus } }
  }
}`;

const CREATE_CASE = `
mutation CreateCapitalDepositCase($input: CreateCapitalDepositCaseInput!) {
  createCapitalDepositCase(input: $input) {
    __typename
    ... on CreateCapitalDepositCaseSuccessPayload { capitalDepositCase { ...CaseFields } }
    ... on Rejection { message }
  }
}
${CASE_FIELDS}`;

const GET_CASE = `
query CapitalDepositCase($id: ID!) {
  capitalDepositCase(id: $id) { ...CaseFields }
}
${CASE_FIELDS}`;

const GET_CERTIFICATE = `
query CapitalDepositCertificate($id: ID!) {
  capitalDepositCase(id: $id) { documents { type status downloadUrl } }
}`;

const VERIFICATIONS: readonly BankVerificationStatus[] = [
  'NotStarted',
  'WaitingForInformation',
  'Pending',
  'Verified',
  'Refused',
];

interface SwanAmount {
  value: string;
  currency: string;
}

interface SwanShareholder {
  id: string;
  status: string;
  capitalDepositAmount: SwanAmount;
  info?: { firstName?: string | null; lastName?: string | null } | null;
  documents?: { type: string; status: string }[] | null;
  onboarding?: { onboardingUrl?: string | null } | null;
  account?: {
    IBAN?: string | null;
    BIC?: string | null;
    holder?: { info?: { name?: string | null } | null; verificationStatus?: string | null } | null;
  } | null;
}

interface SwanCase {
  id: string;
  status: string;
  updatedAt: string;
  totalCapitalDepositAmount: SwanAmount;
  companyOnboarding?: {
    account?: { legalRepresentativeMembership?: { id: string } | null } | null;
  } | null;
  documents?: { type: string; status: string; downloadUrl?: string | null }[] | null;
  shareholders: SwanShareholder[];
}

/** An amount as Swan writes it ("1000.50" euros) in cents. */
export function toCents(amount: SwanAmount): number {
  const [units = '0', decimals = ''] = amount.value.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0').slice(0, 2));
}

/** Cents as Swan's amount value, in euros with two decimals. */
export function toSwanAmount(cents: number, currency: string): SwanAmount {
  return { value: (cents / 100).toFixed(2), currency };
}

function toDocumentStatus(status: string): BankShareholderDocument['status'] {
  return status === 'Validated' || status === 'Refused' || status === 'Uploaded'
    ? status
    : 'Pending';
}

function toShareholder(shareholder: SwanShareholder, position: number): BankShareholder {
  const verification = shareholder.account?.holder?.verificationStatus;
  const name = [shareholder.info?.firstName, shareholder.info?.lastName].filter(Boolean).join(' ');
  return {
    id: shareholder.id,
    position,
    fullName: name,
    amountCents: toCents(shareholder.capitalDepositAmount),
    status:
      shareholder.status === 'CapitalTransferred' ? 'CapitalTransferred' : 'WaitingForTransfer',
    verificationStatus: VERIFICATIONS.includes(verification as BankVerificationStatus)
      ? (verification as BankVerificationStatus)
      : 'NotStarted',
    onboardingUrl: shareholder.onboarding?.onboardingUrl ?? undefined,
    account:
      shareholder.account?.IBAN && shareholder.account.BIC
        ? {
            iban: shareholder.account.IBAN,
            bic: shareholder.account.BIC,
            holder: shareholder.account.holder?.info?.name ?? name,
          }
        : undefined,
    documents: (shareholder.documents ?? []).map((document) => ({
      type: document.type,
      status: toDocumentStatus(document.status),
    })),
  };
}

/** Swan's capital deposit case in the provider's terms. */
export function toBankCase(swanCase: SwanCase): BankCapitalDepositCase {
  if (!isBankCaseStatus(swanCase.status)) {
    throw new BankingProviderError(`Unknown case status ${swanCase.status}`, 'unavailable');
  }
  return {
    id: swanCase.id,
    status: swanCase.status,
    shareholders: swanCase.shareholders.map(toShareholder),
    totalAmountCents: toCents(swanCase.totalCapitalDepositAmount),
    currency: swanCase.totalCapitalDepositAmount.currency,
    legalRepresentativeMembershipId:
      swanCase.companyOnboarding?.account?.legalRepresentativeMembership?.id ?? undefined,
    hasCertificate: (swanCase.documents ?? []).some(
      (document) =>
        document.type === 'CapitalShareDepositCertificate' && document.status !== 'Pending',
    ),
    updatedAt: new Date(swanCase.updatedAt),
  };
}

/**
 * Swan's partner API (GraphQL) with a project access token (OAuth2 client
 * credentials, kept until a minute before it expires). Webhooks carry Swan's
 * subscription secret; every read of a case goes back to the API.
 */
export class SwanBankingProvider implements BankingProvider {
  readonly name = 'swan';
  private readonly client: SwanClient;

  constructor(private readonly options: SwanOptions) {
    this.client = new SwanClient(options);
  }

  async openCapitalDeposit(input: OpenCapitalDepositInput): Promise<BankCapitalDepositCase> {
    const total = input.shareholders.reduce((sum, shareholder) => sum + shareholder.amountCents, 0);
    const data = await this.request<{
      createCapitalDepositCase: {
        __typename: string;
        capitalDepositCase?: SwanCase;
        message?: string;
      };
    }>(CREATE_CASE, {
      input: {
        companyName: input.companyName,
        totalCapitalDepositAmount: toSwanAmount(total, input.currency),
        individualShareholders: input.shareholders.map((shareholder) => ({
          firstName: shareholder.firstName,
          lastName: shareholder.lastName,
          email: shareholder.email,
          capitalDepositAmount: toSwanAmount(shareholder.amountCents, input.currency),
          onboardingInfo: {
            language: shareholder.locale.slice(0, 2),
            redirectUrl: input.redirectUrl,
          },
        })),
      },
    });
    const payload = data.createCapitalDepositCase;
    if (!payload.capitalDepositCase) {
      throw new BankingProviderError(
        `${payload.__typename}: ${payload.message ?? 'refused'}`,
        payload.__typename === 'ValidationRejection' ? 'invalid' : 'unavailable',
      );
    }
    return toBankCase(payload.capitalDepositCase);
  }

  async getCapitalDeposit(caseId: string): Promise<BankCapitalDepositCase> {
    const data = await this.request<{ capitalDepositCase: SwanCase | null }>(GET_CASE, {
      id: caseId,
    });
    if (!data.capitalDepositCase) {
      throw new BankingProviderError(`Case ${caseId} not found`, 'invalid');
    }
    return toBankCase(data.capitalDepositCase);
  }

  async downloadCertificate(caseId: string): Promise<Buffer> {
    const data = await this.request<{
      capitalDepositCase: { documents: { type: string; downloadUrl?: string | null }[] } | null;
    }>(GET_CERTIFICATE, { id: caseId });
    const url = data.capitalDepositCase?.documents.find(
      (document) => document.type === 'CapitalShareDepositCertificate',
    )?.downloadUrl;
    if (!url)
      throw new BankingProviderError(`Case ${caseId} has no certificate yet`, 'unavailable');
    const response = await this.client.fetch(url, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) {
      throw new BankingProviderError(
        `Certificate download: HTTP ${response.status}`,
        'unavailable',
      );
    }
    return Buffer.from(await response.arrayBuffer());
  }

  parseWebhook(rawBody: Buffer, headers: Headers): BankWebhookEvent {
    return parseSwanWebhook(rawBody, headers, this.options.webhookSecret);
  }

  private async request<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    try {
      return await this.client.request<T>(query, variables);
    } catch (error) {
      if (error instanceof SwanRequestError)
        throw new BankingProviderError(error.message, 'unavailable');
      throw error;
    }
  }
}
