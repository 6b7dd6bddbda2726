import { create, type MessageInitShape } from '@bufbuild/protobuf';
import {
  SpanishBoardForm,
  SpanishCompanySchema,
  SpanishPartyKind,
  SpanishStatutes,
} from '@foundly/proto';
import type { RpcClients } from './harness.js';

type CompanyStep = MessageInitShape<typeof SpanishCompanySchema>;

/** An SL of 3,000 € in 3,000 participaciones of 1 €, two shareholders, a sole director. */
export const SL_STEPS: readonly CompanyStep[] = [
  { names: { choices: ['Panadería Luna S.L.', 'Luna y Sol, S.L.'] } },
  {
    registeredOffice: {
      streetName: 'Calle de Alcalá',
      streetNumber: '42',
      buildingNumber: '3º B',
      postalCode: '28014',
      city: 'Madrid',
      province: '28',
    },
  },
  {
    corporatePurpose: {
      description: 'Elaboración y venta de pan y bollería',
      cnaeCodes: ['1071', '4724'],
    },
  },
  { shareCapital: { capital: 300_000, nominalValue: 100 } },
  {
    shareholders: {
      shareholders: [
        {
          kind: SpanishPartyKind.PERSON,
          name: 'Lucía García Pérez',
          idNumber: '12345678z',
          shares: 2000,
          monetaryContribution: 200_000,
          nonMonetaryContribution: 0,
        },
        {
          kind: SpanishPartyKind.COMPANY,
          name: 'Harinas del Norte S.A.',
          idNumber: 'B12345674',
          shares: 1000,
          monetaryContribution: 0,
          nonMonetaryContribution: 100_000,
        },
      ],
    },
  },
  {
    administration: {
      boardForm: SpanishBoardForm.SOLE_DIRECTOR,
      directors: [
        {
          kind: SpanishPartyKind.PERSON,
          name: 'Lucía García Pérez',
          idNumber: '12345678Z',
          dateOfBirth: '1990-05-01',
        },
      ],
    },
  },
  { statutes: SpanishStatutes.STANDARD },
];

/**
 * An SA of 60,000 € (the minimum, LSC art. 4.3) in 60,000 acciones of 1 €, a quarter of each
 * paid up (art. 79), one shareholder and a sole director; its own statutes (the standard ones
 * are for an SL).
 */
export const SA_STEPS: readonly CompanyStep[] = [
  { names: { choices: ['Panadería Luna S.A.'] } },
  SL_STEPS[1]!,
  SL_STEPS[2]!,
  { shareCapital: { capital: 6_000_000, nominalValue: 100 } },
  {
    shareholders: {
      shareholders: [
        {
          kind: SpanishPartyKind.PERSON,
          name: 'Lucía García Pérez',
          idNumber: '12345678Z',
          shares: 60_000,
          monetaryContribution: 1_500_000,
          nonMonetaryContribution: 0,
        },
      ],
    },
  },
  SL_STEPS[5]!,
  { statutes: SpanishStatutes.BESPOKE },
];

/** Answers every step of an SL's questionnaire, one save each, as the web does. */
export async function answerCompanySteps(
  rpc: RpcClients,
  orderId: string,
  steps: readonly CompanyStep[] = SL_STEPS,
) {
  for (const step of steps) {
    await rpc.orders.updateQuestionnaire({
      id: orderId,
      company: create(SpanishCompanySchema, step),
    });
  }
}
