import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream } from 'pino';
import type { Config } from './config.js';

/** Paths pino replaces with [redacted]: credentials and secrets never reach the logs. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.new_password',
  '*.token',
  '*.secret',
];

const CENSOR = '[redacted]';

type SerializedError = ReturnType<typeof stdSerializers.err>;

/**
 * Query parameters that carry one-time credentials: the e-mail verification
 * link signs the person in, and an OAuth callback's code is exchanged for tokens.
 */
const SECRET_QUERY_PARAMETER = /([?&](?:token|code|state)=)[^&#]*/gi;

/**
 * Path segments that are credentials: whoever holds a signing link may sign
 * for the founder (the e-signature sandbox's `/sign/{token}` pages).
 */
const SECRET_PATH_SEGMENT = /(\/api\/esignature\/sandbox\/sign\/)[^/?#]+/gi;

/** A request URL as logged, one-time credentials in its path and query string replaced. */
export function redactUrl(url: string): string {
  return url
    .replace(SECRET_PATH_SEGMENT, `$1${CENSOR}`)
    .replace(SECRET_QUERY_PARAMETER, `$1${CENSOR}`);
}

/** The values bound to a failed query, which drizzle keeps in `params` along the cause chain. */
function collectQueryParameters(error: unknown): string[] {
  const values: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth++) {
    const params = (current as { params?: unknown }).params;
    if (Array.isArray(params)) {
      for (const value of params) if (String(value).length >= 4) values.push(String(value));
    }
    current = current.cause;
  }
  return values;
}

function scrub(value: unknown, secrets: string[]): unknown {
  if (typeof value === 'string') {
    return secrets.reduce(
      (text, secret) => text.replaceAll(secret, CENSOR),
      value.replace(/\nparams: [^\n]*/g, `\nparams: ${CENSOR}`),
    );
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, secrets));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, scrub(item, secrets)]),
    );
  }
  return value;
}

/**
 * Errors as logged, without the values bound to a failed query: drizzle writes
 * them into the message, and they can be session tokens or personal data.
 */
function serializeError(error: Error): SerializedError {
  const serialized: SerializedError = { ...stdSerializers.err(error) };
  delete serialized.params;
  return scrub(serialized, collectQueryParameters(error)) as SerializedError;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function createLoggerOptions(
  config: Config,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: { req: serializeRequest, err: serializeError },
    hooks: {
      // The message line is text too: an error's message written there (a failed query's, with
      // its bound values) is scrubbed like the error field.
      logMethod(args, method) {
        const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrub(arg, []) : arg));
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
    ...(stream ? { stream } : {}),
    ...(!stream && config.env === 'development' && process.stdout.isTTY
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
