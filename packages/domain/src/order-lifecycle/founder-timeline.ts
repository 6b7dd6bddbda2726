import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import { isSpanishCompanyForm } from '../company-formation/spain/spanish-company.js';
import type { LifecycleOrder } from './transitions.js';

const S = OrderStatus;

/** Who the file is waiting on: the founder, the formation team, an outside body (bank, journal, registry, authority), or nobody. */
export type WaitingOn = 'founder' | 'team' | 'third_party' | 'nobody';

/** What the founder must do next, when the file waits on them. */
export type FounderAction =
  'pay' | 'answer_questionnaire' | 'sign' | 'deposit_capital' | 'sign_deed';

/** A milestone of the founder's timeline. */
export type Milestone =
  | 'payment'
  | 'questionnaire'
  | 'signature'
  | 'review'
  | 'name_certificate'
  | 'capital_deposit'
  | 'notarial_deed'
  | 'provisional_nif'
  | 'publication'
  | 'registry'
  | 'funds_release'
  | 'tax_registration'
  | 'social_security_registration'
  | 'definitive_nif'
  | 'formed';

export type MilestoneState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  milestone: Milestone;
  state: MilestoneState;
}

const FOUNDER_ACTIONS: Partial<Record<OrderStatus, FounderAction>> = {
  [S.DRAFT]: 'pay',
  [S.PLACED]: 'answer_questionnaire',
  [S.WAITING_QUESTIONS]: 'answer_questionnaire',
  [S.WAITING_ESIGNATURE]: 'sign',
  [S.AWAITING_CD]: 'deposit_capital',
  [S.AWAITING_DEED]: 'sign_deed',
};

const THIRD_PARTY: ReadonlySet<OrderStatus> = new Set([
  S.PROCESSING_NAME_CERTIFICATE,
  S.PROCESSING_PUBLICATION,
  S.PROCESSING_REGISTRY,
  S.AWAITING_FUNDS,
  S.PROCESSING_AEAT,
  S.PROCESSING_TGSS,
]);

const NOBODY: ReadonlySet<OrderStatus> = new Set([S.COMPLETED, S.CANCELED, S.DECLINED]);

/** What the founder must do now, or null when the file does not wait on them. */
export function getFounderAction(status: OrderStatus): FounderAction | null {
  return FOUNDER_ACTIONS[status] ?? null;
}

/**
 * Who the file waits on in a status: the back-office filters by it and the
 * founder's home says it. A formed file waits on the team, which completes it
 * (a French company's first waits on the bank to release its capital); only a
 * completed, cancelled or declined file waits on nobody.
 * The name certificate (Registro Mercantil Central) and the registration
 * wait on a third party; the notarial deed waits on the founder, who signs it
 * before the notary.
 */
export function getWaitingOn(status: OrderStatus): WaitingOn {
  if (FOUNDER_ACTIONS[status]) return 'founder';
  if (THIRD_PARTY.has(status)) return 'third_party';
  if (NOBODY.has(status) || status === S.UNSPECIFIED) return 'nobody';
  return 'team';
}

/** The milestones of a file, in order, with the statuses during which each is the current one. */
function listMilestones(
  country: CountryCode,
  legalForm: LegalForm,
): readonly (readonly [Milestone, readonly OrderStatus[]])[] {
  const start = [
    ['payment', [S.DRAFT]],
    ['questionnaire', [S.PLACED, S.WAITING_QUESTIONS]],
  ] as const;
  const review = [
    'review',
    [S.QUESTIONNAIRE_RECEIVED, S.PROCESSING_QUESTIONNAIRE, S.QUESTIONNAIRE_APPROVED],
  ] as const;
  if (country === CountryCode.ES && isSpanishCompanyForm(legalForm)) {
    return [
      ...start,
      review,
      ['signature', [S.WAITING_ESIGNATURE]],
      ['name_certificate', [S.PROCESSING_NAME_CERTIFICATE]],
      ['capital_deposit', [S.AWAITING_CD]],
      ['notarial_deed', [S.AWAITING_DEED]],
      ['provisional_nif', [S.PROCESSING_AEAT]],
      ['registry', [S.PROCESSING_REGISTRY]],
      ['definitive_nif', [S.COMPANY_FORMED]],
      ['formed', []],
    ];
  }
  if (country === CountryCode.ES) {
    return [
      ...start,
      review,
      ['signature', [S.WAITING_ESIGNATURE]],
      ['tax_registration', [S.PROCESSING_AEAT]],
      ['social_security_registration', [S.PROCESSING_TGSS]],
      ['formed', []],
    ];
  }
  const signature = ['signature', [S.WAITING_ESIGNATURE]] as const;
  if (legalForm === LegalForm.MICROENTERPRISE || country === CountryCode.UK) {
    return [...start, signature, review, ['registry', [S.PROCESSING_REGISTRY]], ['formed', []]];
  }
  return [
    ...start,
    signature,
    review,
    ['capital_deposit', [S.AWAITING_CD]],
    ['publication', [S.PROCESSING_PUBLICATION, S.PUBLICATION_RECEIVED]],
    ['registry', [S.PROCESSING_REGISTRY]],
    ['funds_release', [S.COMPANY_FORMED, S.AWAITING_FUNDS]],
    ['formed', []],
  ];
}

/**
 * The founder's timeline: each milestone of their file done, current or still
 * to come. A completed file (or a formed autónomo, micro-entreprise or UK
 * file) has every milestone done; a formed SL or SA still waits for its
 * definitive NIF: a micro-entreprise and a UK company are done once
 * formed. A cancelled or declined file has no timeline.
 */
export function getFounderTimeline(order: LifecycleOrder): TimelineStep[] {
  if (
    order.status === S.UNSPECIFIED ||
    order.status === S.CANCELED ||
    order.status === S.DECLINED
  ) {
    return [];
  }
  const milestones = listMilestones(order.country, order.legalForm);
  const currentIndex = milestones.findIndex(([, statuses]) => statuses.includes(order.status));
  const allDone = currentIndex < 0;
  return milestones.map(([milestone], index) => ({
    milestone,
    state:
      allDone || index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming',
  }));
}
