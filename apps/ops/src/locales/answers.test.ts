import type { DescEnum, DescMessage } from '@bufbuild/protobuf';
import { QuestionnaireSchema } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import enGb from './en-gb/index.js';
import esEs from './es-es/index.js';
import frFr from './fr-fr/index.js';

/** Enums named elsewhere (legal forms, countries, the mutuals' own names) or read as yes and no. */
const NAMED_ELSEWHERE = new Set([
  'formation.v1.LegalForm',
  'formation.v1.CountryCode',
  'formation.v1.Mutual',
  'formation.v1.YesNo',
]);

/** Every field and enum reachable from the questionnaire, by reflection. */
function collect(schema: DescMessage) {
  const fields = new Set<string>();
  const enums = new Map<string, DescEnum>();
  const seen = new Set<string>();
  const walk = (message: DescMessage) => {
    if (seen.has(message.typeName)) return;
    seen.add(message.typeName);
    for (const field of message.fields) {
      fields.add(field.localName);
      if (field.fieldKind === 'message') walk(field.message);
      if (field.fieldKind === 'list' && field.listKind === 'message') walk(field.message);
      if (field.fieldKind === 'enum') enums.set(field.enum.typeName, field.enum);
    }
  };
  walk(schema);
  return { fields: [...fields], enums: [...enums.values()] };
}

const { fields, enums } = collect(QuestionnaireSchema);

describe.each([
  ['en-gb', enGb],
  ['fr-fr', frFr],
  ['es-es', esEs],
] as const)('the answers of the back-office in %s', (_locale, messages) => {
  const labels = messages.answers as {
    fields: Record<string, string>;
    enums: Record<string, Record<string, string>>;
  };

  it('name every field of the questionnaire', () => {
    expect(fields.filter((name) => !labels.fields[name])).toEqual([]);
  });

  it('name every value of its enums', () => {
    const missing = enums
      .filter((schema) => !NAMED_ELSEWHERE.has(schema.typeName))
      .flatMap((schema) =>
        schema.values
          .filter((value) => value.number !== 0)
          .map((value) => `${schema.name}.${value.localName}`)
          .filter((key) => {
            const [enumName, valueName] = key.split('.') as [string, string];
            return !labels.enums[enumName]?.[valueName];
          }),
      );
    expect(missing).toEqual([]);
  });
});
