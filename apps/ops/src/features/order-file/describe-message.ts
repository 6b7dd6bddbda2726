import {
  isFieldSet,
  type DescEnum,
  type DescField,
  type DescMessage,
  type Message,
} from '@bufbuild/protobuf';

/** One answer of a questionnaire: a label with its value, or a group of answers. */
export interface AnswerEntry {
  label: string;
  value?: string;
  children?: AnswerEntry[];
}

export interface AnswerFormat {
  yes: string;
  no: string;
  number(value: number): string;
  /** A translated label for a value of a known enum (e.g. formation.v1.LegalForm), if any. */
  enumLabel?(typeName: string, valueName: string): string | undefined;
  /** A translated label for a field, by its name in the message (`dateOfBirth`), if any. */
  fieldLabel?(localName: string): string | undefined;
}

/** `date_of_birth` -> `Date of birth`, `SPANISH_EU` -> `Spanish eu`, `fullName` -> `Full name`. */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Walks a message by reflection and lists the answers it holds, labelled by
 * their translated labels, else their humanised field names. Unset fields, empty texts and unspecified enum
 * values are left out, and so are groups with nothing in them; a YesNo enum
 * and booleans read as yes or no.
 */
export function describeMessage(
  schema: DescMessage,
  message: Message,
  format: AnswerFormat,
): AnswerEntry[] {
  const entries: AnswerEntry[] = [];
  for (const field of schema.fields) {
    if (!isFieldSet(message, field)) continue;
    const entry = describeField(field, readField(message, field), format);
    if (entry) entries.push(entry);
  }
  return entries;
}

function readField(message: Message, field: DescField): unknown {
  const record = message as unknown as Record<string, unknown>;
  if (field.oneof) {
    const selected = record[field.oneof.localName] as { case?: string; value?: unknown };
    return selected.case === field.localName ? selected.value : undefined;
  }
  return record[field.localName];
}

function describeField(
  field: DescField,
  value: unknown,
  format: AnswerFormat,
): AnswerEntry | undefined {
  const label = format.fieldLabel?.(field.localName) ?? humanise(field.name);
  switch (field.fieldKind) {
    case 'scalar':
      return describeValue(label, formatScalar(value, format));
    case 'enum':
      return describeValue(label, formatEnum(field.enum, value, format));
    case 'message': {
      const children = describeMessage(field.message, value as Message, format);
      return children.length > 0 ? { label, children } : undefined;
    }
    case 'list': {
      const items = value as unknown[];
      if (field.listKind === 'message') {
        const children = items
          .map((item, index) => ({
            label: `${label} ${index + 1}`,
            children: describeMessage(field.message, item as Message, format),
          }))
          .filter((child) => child.children.length > 0);
        return children.length > 0 ? { label, children } : undefined;
      }
      const texts = items.map((item) =>
        field.listKind === 'enum'
          ? formatEnum(field.enum, item, format)
          : formatScalar(item, format),
      );
      return describeValue(label, texts.filter(Boolean).join(', '));
    }
    case 'map': {
      const children = Object.entries(value as Record<string, unknown>)
        .map(([key, item]) =>
          field.mapKind === 'message'
            ? {
                label: humanise(key),
                children: describeMessage(field.message, item as Message, format),
              }
            : describeValue(
                humanise(key),
                field.mapKind === 'enum'
                  ? formatEnum(field.enum, item, format)
                  : formatScalar(item, format),
              ),
        )
        .filter((child): child is AnswerEntry => child !== undefined);
      return children.length > 0 ? { label, children } : undefined;
    }
  }
}

function describeValue(label: string, text: string): AnswerEntry | undefined {
  return text.trim() === '' ? undefined : { label, value: text };
}

function formatScalar(value: unknown, format: AnswerFormat): string {
  if (typeof value === 'boolean') return value ? format.yes : format.no;
  if (typeof value === 'number') return format.number(value);
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return `${value.length} B`;
  return typeof value === 'string' ? value : '';
}

function formatEnum(enumDesc: DescEnum, value: unknown, format: AnswerFormat): string {
  if (value === 0) return '';
  const name = enumDesc.values.find((candidate) => candidate.number === value)?.localName;
  if (name === undefined) return String(value);
  const translated = format.enumLabel?.(enumDesc.typeName, name);
  if (translated) return translated;
  if (name === 'TRUE') return format.yes;
  if (name === 'FALSE') return format.no;
  return humanise(name);
}
