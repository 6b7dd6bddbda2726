import { gzipSync } from 'node:zlib';
import {
  ScalarType,
  toBinary,
  type DescMessage,
  type DescMethod,
  type DescService,
} from '@bufbuild/protobuf';
import { reflect, type ReflectMessage } from '@bufbuild/protobuf/reflect';
import * as contracts from '@foundly/proto';
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, useTestApp, type TestUser } from '../../test/harness.js';

const SERVICES = (Object.values(contracts) as unknown[]).filter(
  (value): value is DescService =>
    typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'service',
);

const METHODS: [string, DescService, DescMethod][] = SERVICES.flatMap((service) =>
  service.methods.map((method): [string, DescService, DescMethod] => [
    `${service.name}/${method.name}`,
    service,
    method,
  ]),
);

/** Texts that would tell a client how the server is built. */
const INTERNALS = /parse binary|premature|invalid wire|select |insert |update "|postgres|drizzle/i;

type Fill = { text: string } | { enumNumber: number };

/** Sets every string field, or every enum field, nested messages included, to the filling. */
function fillMessage(message: ReflectMessage, fill: Fill, depth = 0): number {
  let filled = 0;
  for (const field of message.fields) {
    if (field.oneof && field.oneof.fields.some((member) => message.isSet(member))) continue;
    if (field.fieldKind === 'scalar' && field.scalar === ScalarType.STRING && 'text' in fill) {
      message.set(field, fill.text);
      filled++;
    } else if (field.fieldKind === 'enum' && 'enumNumber' in fill) {
      message.set(field, fill.enumNumber);
      filled++;
    } else if (
      field.fieldKind === 'message' &&
      depth < 3 &&
      !field.message.typeName.startsWith('google.')
    ) {
      const nested = reflect(field.message);
      const count = fillMessage(nested, fill, depth + 1);
      if (count > 0) {
        message.set(field, nested);
        filled += count;
      }
    }
  }
  return filled;
}

function buildFilled(schema: DescMessage, fill: Fill) {
  const message = reflect(schema);
  const filled = fillMessage(message, fill);
  return filled > 0 ? toBinary(schema, message.message) : undefined;
}

/** 100 MiB of zeros in about 100 KiB: a body that inflates a thousandfold. */
const GZIP_BOMB = gzipSync(Buffer.alloc(100 * 1024 * 1024), { level: 9 });

describe.each(BACKENDS)('every RPC refuses hostile bodies on %s, never with a 500', (backend) => {
  const app = useTestApp(backend);
  let customer: TestUser;
  let operator: TestUser;

  beforeAll(async () => {
    customer = (await app().signUpCustomer()).user;
    operator = await app().signUpOperator();
  });

  async function post(
    service: DescService,
    method: DescMethod,
    body: Uint8Array | string,
    headers: Record<string, string>,
  ) {
    const caller = service.typeName.endsWith('BackofficeService') ? operator : customer;
    const response = await fetch(`${app().url}/rpc/${service.typeName}/${method.name}`, {
      method: 'POST',
      headers: { 'connect-protocol-version': '1', cookie: caller.cookie, ...headers },
      body,
    });
    const text = await response.text();
    expect(response.status, text).not.toBeGreaterThanOrEqual(500);
    expect(text).not.toMatch(INTERNALS);
    return { status: response.status, code: (JSON.parse(text || '{}') as { code?: string }).code };
  }

  it('covers every method of the contracts', () => {
    expect(METHODS.length).toBeGreaterThanOrEqual(41);
  });

  it.each(METHODS)('%s: protobuf garbage is invalid_argument', async (_, service, method) => {
    const garbage = Uint8Array.from([0xff, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x0a, 0xff, 0x01, 0x7f]);
    const answer = await post(service, method, garbage, { 'content-type': 'application/proto' });
    expect(answer).toEqual({ status: 400, code: 'invalid_argument' });
  });

  it.each(METHODS)('%s: malformed JSON is invalid_argument', async (_, service, method) => {
    const answer = await post(service, method, '{"a":', { 'content-type': 'application/json' });
    expect(answer).toEqual({ status: 400, code: 'invalid_argument' });
  });

  it.each(METHODS)('%s: a NUL in any text is invalid_argument', async (_, service, method) => {
    const body = buildFilled(method.input, { text: 'Acme\u0000' });
    if (!body) return;
    const answer = await post(service, method, body, { 'content-type': 'application/proto' });
    expect(answer).toEqual({ status: 400, code: 'invalid_argument' });
  });

  it.each(METHODS)(
    '%s: an enum number out of range is invalid_argument',
    async (_, service, method) => {
      const body = buildFilled(method.input, { enumNumber: 9_999 });
      if (!body) return;
      const answer = await post(service, method, body, { 'content-type': 'application/proto' });
      expect(answer).toEqual({ status: 400, code: 'invalid_argument' });
    },
  );

  it.each(METHODS)('%s: an unknown enum name is invalid_argument', async (_, service, method) => {
    const field = method.input.fields.find((candidate) => candidate.fieldKind === 'enum');
    if (!field) return;
    const body = JSON.stringify({ [field.jsonName]: 'NOT_A_VALUE' });
    const answer = await post(service, method, body, { 'content-type': 'application/json' });
    expect(answer).toEqual({ status: 400, code: 'invalid_argument' });
  });

  it.each(METHODS)('%s: a 2 MiB body is refused unread', async (_, service, method) => {
    const answer = await post(service, method, new Uint8Array(2 * 1024 * 1024).fill(0x08), {
      'content-type': 'application/proto',
    });
    expect(answer.code).toBe('resource_exhausted');
  });

  it.each(METHODS)('%s: a gzip bomb stops at the limit', async (_, service, method) => {
    const answer = await post(service, method, GZIP_BOMB, {
      'content-type': 'application/proto',
      'content-encoding': 'gzip',
    });
    expect(answer.code).toBe('resource_exhausted');
  });
});
