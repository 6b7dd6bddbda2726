import type { DescEnum, DescMessage } from '@bufbuild/protobuf';
import {
  ACTIVITY_TYPES,
  ADDRESS_TYPES,
  EMPLOYMENT_STATUSES,
  GENDERS,
  IDENTITY_DOCUMENT_TYPES,
  MARITAL_STATUSES,
  MONTHLY_INCOMES,
  PAYMENT_VOLUMES,
  PROOF_OF_ADDRESS_TYPES,
  SOCIAL_SECURITY_FREQUENCIES,
  SPOUSE_ROLES,
  VAT_FREQUENCIES,
  VAT_REGIMES,
} from '@foundly/domain';
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

/** The French questionnaire's choices kept as text, by field. */
const TEXT_CHOICES: Record<string, readonly string[]> = {
  gender: GENDERS,
  identityDocumentType: IDENTITY_DOCUMENT_TYPES,
  spouseRole: SPOUSE_ROLES,
  maritalStatus: MARITAL_STATUSES,
  employmentStatus: EMPLOYMENT_STATUSES,
  monthlyIncome: MONTHLY_INCOMES,
  proofAddressDocumentType: PROOF_OF_ADDRESS_TYPES,
  activityType: ACTIVITY_TYPES,
  regime: VAT_REGIMES,
  frequency: VAT_FREQUENCIES,
  monthlyPaymentVolume: PAYMENT_VOLUMES,
  socialSecurityPaymentFrequency: SOCIAL_SECURITY_FREQUENCIES,
  addressType: ADDRESS_TYPES,
};

describe.each([
  ['en-gb', enGb],
  ['fr-fr', frFr],
  ['es-es', esEs],
] as const)('the answers of the back-office in %s', (_locale, messages) => {
  const labels = messages.answers as {
    fields: Record<string, string>;
    enums: Record<string, Record<string, string>>;
    values: Record<string, Record<string, string>>;
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

  it('name every choice the French questionnaire keeps as text', () => {
    const missing = Object.entries(TEXT_CHOICES).flatMap(([field, choices]) =>
      choices
        .filter((choice) => !labels.values[field]?.[choice])
        .map((choice) => `${field}.${choice}`),
    );
    expect(missing).toEqual([]);
  });
});
