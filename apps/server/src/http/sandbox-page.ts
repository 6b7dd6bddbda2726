import type { FastifyReply } from 'fastify';

export interface SandboxPageOptions {
  /** The e-signature page draws the signature with an inline script and frames the PDF it shows. */
  inlineScriptAndFrames?: boolean;
}

function sandboxPagePolicy(options: SandboxPageOptions): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    ...(options.inlineScriptAndFrames ? ["script-src 'unsafe-inline'", "frame-src 'self'"] : []),
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A sandbox provider's page (checkout, bank, signature), never cached, framed nor scripted unless asked. */
export function sendSandboxPage(
  reply: FastifyReply,
  status: number,
  html: string,
  options: SandboxPageOptions = {},
) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', sandboxPagePolicy(options))
    .send(html);
}

/** A text field of a posted form, cut to `limit` characters; empty when absent or not text. */
export function readFormField(body: unknown, name: string, limit = 200): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, limit) : '';
}
