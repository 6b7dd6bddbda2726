import { ScalarType, type DescEnum, type DescMessage, type Message } from '@bufbuild/protobuf';
import { isReflectMessage, reflect, type ReflectMessage } from '@bufbuild/protobuf/reflect';
import type { Interceptor } from '@connectrpc/connect';
import { assertNoViolations, type FieldViolation } from '@foundly/domain';

/** How deep a request is walked; the contracts nest a few levels, a hostile body may nest more. */
const MAX_DEPTH = 32;

/**
 * The values no handler should ever see, wherever they sit in a request:
 * text with a NUL character (PostgreSQL refuses it in text and jsonb, so the
 * write would fail half-way) and an enum number the contract does not define
 * (proto3 enums are open: the binary format carries any number). Paths use
 * the proto field names, as the handlers' own field violations do.
 */
export function findInvalidRequestValues(schema: DescMessage, message: Message): FieldViolation[] {
  const violations: FieldViolation[] = [];
  walkMessage(reflect(schema, message), '', 0, violations);
  return violations;
}

function walkMessage(
  message: ReflectMessage,
  prefix: string,
  depth: number,
  violations: FieldViolation[],
) {
  if (depth > MAX_DEPTH) {
    violations.push({ field: prefix || '.', message: 'errors.field.invalid' });
    return;
  }
  for (const field of message.fields) {
    if (!message.isSet(field)) continue;
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    switch (field.fieldKind) {
      case 'scalar':
        checkScalar(field.scalar, message.get(field), path, violations);
        break;
      case 'enum':
        checkEnum(field.enum, message.get(field), path, violations);
        break;
      case 'message':
        walkMessage(message.get(field), path, depth + 1, violations);
        break;
      case 'list': {
        let index = 0;
        for (const item of message.get(field)) {
          const itemPath = `${path}[${index++}]`;
          if (field.listKind === 'scalar') checkScalar(field.scalar, item, itemPath, violations);
          else if (field.listKind === 'enum') checkEnum(field.enum, item, itemPath, violations);
          else if (isReflectMessage(item)) walkMessage(item, itemPath, depth + 1, violations);
        }
        break;
      }
      case 'map':
        for (const [key, value] of message.get(field)) {
          const entryPath = `${path}[${String(key)}]`;
          checkScalar(field.mapKey, key, entryPath, violations);
          if (field.mapKind === 'scalar') checkScalar(field.scalar, value, entryPath, violations);
          else if (field.mapKind === 'enum') checkEnum(field.enum, value, entryPath, violations);
          else if (isReflectMessage(value)) walkMessage(value, entryPath, depth + 1, violations);
        }
        break;
    }
  }
}

function checkScalar(type: ScalarType, value: unknown, path: string, violations: FieldViolation[]) {
  if (type === ScalarType.STRING && typeof value === 'string' && value.includes('\u0000')) {
    violations.push({ field: path, message: 'errors.field.invalid' });
  }
}

function checkEnum(type: DescEnum, value: unknown, path: string, violations: FieldViolation[]) {
  if (typeof value !== 'number' || !type.values.some((known) => known.number === value)) {
    violations.push({ field: path, message: 'errors.field.invalid' });
  }
}

/**
 * Refuses a request carrying such values with `invalid_argument`, naming each
 * field, before any handler runs. Runs inside the error interceptor, which
 * turns the domain error into the Connect error.
 */
export function createRequestValidationInterceptor(): Interceptor {
  return (next) => async (request) => {
    if (!request.stream) {
      assertNoViolations(findInvalidRequestValues(request.method.input, request.message));
    }
    return next(request);
  };
}
