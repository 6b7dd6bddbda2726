import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import {
  canTransition,
  getSignatureTransition,
  isFinalStatus,
  listNextStatuses,
  type StatusActor,
} from './transitions.js';

const STATUSES = Object.values(OrderStatus).filter(
  (value): value is OrderStatus => typeof value === 'number',
);
const ACTORS: StatusActor[] = ['payment', 'founder', 'signature', 'bank', 'operator'];

/** What may close a file: cancel from anything open, decline once paid. */
function closing(statuses: string[]): string[] {
  return statuses.flatMap((from) => [
    `${from} -> CANCELED by operator`,
    ...(from === 'DRAFT' ? [] : [`${from} -> DECLINED by operator`]),
  ]);
}

const FRENCH_REVIEW = [
  'DRAFT -> PLACED by payment',
  'PLACED -> WAITING_QUESTIONS by founder',
  'PLACED -> WAITING_ESIGNATURE by founder',
  'WAITING_QUESTIONS -> WAITING_ESIGNATURE by founder',
  'WAITING_ESIGNATURE -> QUESTIONNAIRE_RECEIVED by signature',
  'QUESTIONNAIRE_RECEIVED -> PROCESSING_QUESTIONNAIRE by operator',
  'PROCESSING_QUESTIONNAIRE -> QUESTIONNAIRE_APPROVED by operator',
  'PROCESSING_QUESTIONNAIRE -> WAITING_QUESTIONS by operator',
];
const FRENCH_OPEN = [
  'DRAFT',
  'PLACED',
  'WAITING_QUESTIONS',
  'WAITING_ESIGNATURE',
  'QUESTIONNAIRE_RECEIVED',
  'PROCESSING_QUESTIONNAIRE',
  'QUESTIONNAIRE_APPROVED',
];

const EXPECTED: [string, CountryCode, LegalForm, string[]][] = [
  [
    'a French SASU',
    CountryCode.FR,
    LegalForm.SASU,
    [
      ...FRENCH_REVIEW,
      'QUESTIONNAIRE_APPROVED -> AWAITING_CD by operator',
      'AWAITING_CD -> PROCESSING_PUBLICATION by operator',
      'PROCESSING_PUBLICATION -> PUBLICATION_RECEIVED by operator',
      'PUBLICATION_RECEIVED -> PROCESSING_REGISTRY by operator',
      'PROCESSING_REGISTRY -> COMPANY_FORMED by operator',
      'COMPANY_FORMED -> AWAITING_FUNDS by operator',
      'AWAITING_FUNDS -> COMPLETED by operator',
      'AWAITING_CD -> PROCESSING_PUBLICATION by bank',
      'AWAITING_FUNDS -> COMPLETED by bank',
      ...closing([
        ...FRENCH_OPEN,
        'AWAITING_CD',
        'PROCESSING_PUBLICATION',
        'PUBLICATION_RECEIVED',
        'PROCESSING_REGISTRY',
      ]),
    ],
  ],
  [
    'a French micro-entreprise',
    CountryCode.FR,
    LegalForm.MICROENTERPRISE,
    [
      ...FRENCH_REVIEW,
      'QUESTIONNAIRE_APPROVED -> PROCESSING_REGISTRY by operator',
      'PROCESSING_REGISTRY -> COMPANY_FORMED by operator',
      'COMPANY_FORMED -> COMPLETED by operator',
      ...closing([...FRENCH_OPEN, 'PROCESSING_REGISTRY']),
    ],
  ],
  [
    'a UK private limited company',
    CountryCode.UK,
    LegalForm.LTD,
    [
      ...FRENCH_REVIEW,
      'QUESTIONNAIRE_APPROVED -> PROCESSING_REGISTRY by operator',
      'PROCESSING_REGISTRY -> COMPANY_FORMED by operator',
      'COMPANY_FORMED -> COMPLETED by operator',
      ...closing([...FRENCH_OPEN, 'PROCESSING_REGISTRY']),
    ],
  ],
  [
    'a Spanish autónomo',
    CountryCode.ES,
    LegalForm.AUTONOMO,
    [
      'DRAFT -> PLACED by payment',
      'PLACED -> WAITING_QUESTIONS by founder',
      'PLACED -> QUESTIONNAIRE_RECEIVED by founder',
      'WAITING_QUESTIONS -> QUESTIONNAIRE_RECEIVED by founder',
      'QUESTIONNAIRE_RECEIVED -> PROCESSING_QUESTIONNAIRE by operator',
      'PROCESSING_QUESTIONNAIRE -> QUESTIONNAIRE_APPROVED by operator',
      'PROCESSING_QUESTIONNAIRE -> WAITING_QUESTIONS by operator',
      'QUESTIONNAIRE_APPROVED -> WAITING_ESIGNATURE by operator',
      'WAITING_ESIGNATURE -> PROCESSING_AEAT by signature',
      'PROCESSING_AEAT -> PROCESSING_TGSS by operator',
      'PROCESSING_TGSS -> COMPANY_FORMED by operator',
      'COMPANY_FORMED -> COMPLETED by operator',
      ...closing([
        'DRAFT',
        'PLACED',
        'WAITING_QUESTIONS',
        'QUESTIONNAIRE_RECEIVED',
        'PROCESSING_QUESTIONNAIRE',
        'QUESTIONNAIRE_APPROVED',
        'WAITING_ESIGNATURE',
        'PROCESSING_AEAT',
        'PROCESSING_TGSS',
      ]),
    ],
  ],
];

function describeTransition(from: OrderStatus, to: OrderStatus, actor: StatusActor) {
  return `${OrderStatus[from]} -> ${OrderStatus[to]} by ${actor}`;
}

describe.each(EXPECTED)('the lifecycle of %s', (_name, country, legalForm, allowed) => {
  const expected = new Set(allowed);
  const combinations = STATUSES.flatMap((from) =>
    STATUSES.flatMap((to) => ACTORS.map((actor) => [from, to, actor] as const)),
  );

  it.each(allowed)('allows %s', (transition) => {
    const [from, , to, , actor] = transition.split(' ');
    expect(
      canTransition(
        { country, legalForm, status: OrderStatus[from as keyof typeof OrderStatus] },
        OrderStatus[to as keyof typeof OrderStatus],
        actor as StatusActor,
      ),
    ).toBe(true);
  });

  it(`refuses every other move of every actor (${STATUSES.length ** 2 * ACTORS.length} checked)`, () => {
    const refusedButAllowed = combinations
      .filter(([from, to, actor]) => !expected.has(describeTransition(from, to, actor)))
      .filter(([from, to, actor]) => canTransition({ country, legalForm, status: from }, to, actor))
      .map(([from, to, actor]) => describeTransition(from, to, actor));
    expect(refusedButAllowed).toEqual([]);
  });
});

describe('the lifecycle rules', () => {
  it('sends an approved UK company to Companies House, with no capital deposit', () => {
    const uk = { country: CountryCode.UK, legalForm: LegalForm.LTD };
    expect(
      listNextStatuses({ ...uk, status: OrderStatus.QUESTIONNAIRE_APPROVED }, 'operator'),
    ).toEqual([OrderStatus.PROCESSING_REGISTRY, OrderStatus.CANCELED, OrderStatus.DECLINED]);
    expect(listNextStatuses({ ...uk, status: OrderStatus.AWAITING_CD }, 'bank')).toEqual([]);
  });

  it('offers an operator nothing once a file is completed, cancelled or declined', () => {
    for (const status of [OrderStatus.COMPLETED, OrderStatus.CANCELED, OrderStatus.DECLINED]) {
      expect(isFinalStatus(status)).toBe(true);
      for (const country of [CountryCode.FR, CountryCode.ES]) {
        expect(
          listNextStatuses({ country, legalForm: LegalForm.UNSPECIFIED, status }, 'operator'),
        ).toEqual([]);
      }
    }
    expect(isFinalStatus(OrderStatus.COMPANY_FORMED)).toBe(false);
  });

  it('lets no operator stand in for the founder’s signature', () => {
    for (const country of [CountryCode.FR, CountryCode.ES]) {
      const waiting = {
        country,
        legalForm: LegalForm.UNSPECIFIED,
        status: OrderStatus.WAITING_ESIGNATURE,
      };
      expect(listNextStatuses(waiting, 'operator')).toEqual([
        OrderStatus.CANCELED,
        OrderStatus.DECLINED,
      ]);
      const { to } = getSignatureTransition(country);
      expect(canTransition(waiting, to, 'signature')).toBe(true);
    }
  });

  it('signs before the review in France and after the approval in Spain', () => {
    expect(getSignatureTransition(CountryCode.FR).to).toBe(OrderStatus.QUESTIONNAIRE_RECEIVED);
    expect(getSignatureTransition(CountryCode.ES).to).toBe(OrderStatus.PROCESSING_AEAT);
  });
});
