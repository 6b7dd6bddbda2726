import { timingSafeEqual } from 'node:crypto';

/** How to reach a Swan project's partner API. */
export interface SwanClientOptions {
  /** The partner GraphQL endpoint (`…/live-partner/graphql` or `…/sandbox-partner/graphql`). */
  apiUrl: string;
  /** The OAuth2 token endpoint, e.g. https://oauth.swan.io/oauth2/token. */
  oauthUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
}

/** Swan could not be reached, or answered with an error rather than data. */
export class SwanRequestError extends Error {
  override name = 'SwanRequestError';
}

/** The header in which Swan sends the secret configured on a webhook subscription. */
export const SWAN_SECRET_HEADER = 'x-swan-secret';

/** Whether a webhook carries the subscription's secret (compared in constant time). */
export function hasSwanSecret(headers: Headers, secret: string): boolean {
  const received = Buffer.from(headers.get(SWAN_SECRET_HEADER) ?? '');
  const expected = Buffer.from(secret);
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/** A token is renewed this long before Swan says it expires, so none expires while in use. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * Swan's partner GraphQL API, for the capital deposit and the business account
 * alike: a project token (OAuth2 client credentials, kept until shortly before
 * it expires) and one POST per query.
 */
export class SwanClient {
  private token: { value: string; expiresAt: number } | undefined;

  constructor(private readonly options: SwanClientOptions) {}

  get fetch(): typeof fetch {
    return this.options.fetch ?? fetch;
  }

  /** Runs a query or mutation; its `data`, or a SwanRequestError. */
  async request<T>(
    query: string,
    variables: Record<string, unknown>,
    timeoutMs = 30_000,
  ): Promise<T> {
    let response: Response;
    try {
      response = await this.fetch(this.options.apiUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await this.getToken()}`,
        },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (error instanceof SwanRequestError) throw error;
      throw new SwanRequestError(`Swan unreachable: ${String(error)}`);
    }
    if (!response.ok) throw new SwanRequestError(`Swan: HTTP ${response.status}`);
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length || !body.data) {
      throw new SwanRequestError(
        `Swan: ${body.errors?.map((error) => error.message).join('; ') ?? 'no data'}`,
      );
    }
    return body.data;
  }

  private async getToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + TOKEN_MARGIN_MS) return this.token.value;
    let response: Response;
    try {
      response = await this.fetch(this.options.oauthUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: this.options.clientId,
          client_secret: this.options.clientSecret,
        }).toString(),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new SwanRequestError(`Swan token unreachable: ${String(error)}`);
    }
    if (!response.ok) throw new SwanRequestError(`Swan token: HTTP ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }
}

/** Swan's webhook envelope, the part we act on: which event, of which kind, about which resource. */
export interface SwanEnvelope {
  eventId: string;
  eventType: string;
  resourceId: string;
}

/**
 * Reads Swan's webhook envelope (`{ eventType, eventId, eventDate, projectId,
 * resourceId }`), which the sandbox bank sends too; undefined when the body is
 * not JSON or lacks one of the three. Swan sends no data, only what changed.
 */
export function readSwanEnvelope(rawBody: Buffer): SwanEnvelope | undefined {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
  const { eventId, eventType, resourceId } = (body ?? {}) as Record<string, unknown>;
  const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
  return isText(eventId) && isText(eventType) && isText(resourceId)
    ? { eventId, eventType, resourceId }
    : undefined;
}
