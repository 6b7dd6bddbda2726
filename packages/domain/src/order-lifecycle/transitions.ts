import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';

/**
 * Who moves an order from one status to the next: the card payment, the
 * founder (sending the questionnaire), the signing partner (all documents
 * signed), the banking partner (capital deposit), or an operator of the
 * formation team.
 */
export type StatusActor = 'payment' | 'founder' | 'signature' | 'bank' | 'operator';

/** The order a transition is asked of: its country, legal form and current status. */
export interface LifecycleOrder {
  country: CountryCode;
  legalForm: LegalForm;
  status: OrderStatus;
}

export interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  by: StatusActor;
}

const S = OrderStatus;

/**
 * Before the e-signature, France and Spain share the founder's part: the
 * payment places the order, the first answers start the questionnaire.
 */
const COMMON_START: readonly Transition[] = [
  { from: S.DRAFT, to: S.PLACED, by: 'payment' },
  { from: S.PLACED, to: S.WAITING_QUESTIONS, by: 'founder' },
];

/**
 * France (spec 01 §4): the founder sends the questionnaire and signs, then the
 * formation team reviews it. An operator may send it back for corrections
 * while reviewing it; the founder then sends it and signs again.
 */
const FRENCH_REVIEW: readonly Transition[] = [
  { from: S.PLACED, to: S.WAITING_ESIGNATURE, by: 'founder' },
  { from: S.WAITING_QUESTIONS, to: S.WAITING_ESIGNATURE, by: 'founder' },
  { from: S.WAITING_ESIGNATURE, to: S.QUESTIONNAIRE_RECEIVED, by: 'signature' },
  { from: S.QUESTIONNAIRE_RECEIVED, to: S.PROCESSING_QUESTIONNAIRE, by: 'operator' },
  { from: S.PROCESSING_QUESTIONNAIRE, to: S.QUESTIONNAIRE_APPROVED, by: 'operator' },
  { from: S.PROCESSING_QUESTIONNAIRE, to: S.WAITING_QUESTIONS, by: 'operator' },
];

/**
 * A French company with share capital (SASU, EURL): the capital is
 * deposited, the creation is published in a legal-notice journal, the registry
 * registers it, then the bank releases the capital to the company's account.
 */
const FRENCH_COMPANY: readonly Transition[] = [
  { from: S.QUESTIONNAIRE_APPROVED, to: S.AWAITING_CD, by: 'operator' },
  { from: S.AWAITING_CD, to: S.PROCESSING_PUBLICATION, by: 'operator' },
  { from: S.PROCESSING_PUBLICATION, to: S.PUBLICATION_RECEIVED, by: 'operator' },
  { from: S.PUBLICATION_RECEIVED, to: S.PROCESSING_REGISTRY, by: 'operator' },
  { from: S.PROCESSING_REGISTRY, to: S.COMPANY_FORMED, by: 'operator' },
  { from: S.COMPANY_FORMED, to: S.AWAITING_FUNDS, by: 'operator' },
  { from: S.AWAITING_FUNDS, to: S.COMPLETED, by: 'operator' },
];

/**
 * The banking partner's moves of a company with share capital: the funds
 * certificate lets the legal notice be published, and the release of the
 * capital to the company's account, after registration, completes the file.
 */
const FRENCH_BANK: readonly Transition[] = [
  { from: S.AWAITING_CD, to: S.PROCESSING_PUBLICATION, by: 'bank' },
  { from: S.AWAITING_FUNDS, to: S.COMPLETED, by: 'bank' },
];

/**
 * A file with no capital deposit and no legal notice goes straight to the
 * registry once approved, and is complete once formed: a micro-entreprise's
 * declaration to the guichet unique, and a UK private limited company's
 * application to Companies House (submitted, then incorporated with its
 * certificate of incorporation and company number, Companies Act 2006
 * ss. 14–16): a UK company deposits no capital with a bank and publishes no
 * notice.
 */
const REGISTRY_ONLY: readonly Transition[] = [
  { from: S.QUESTIONNAIRE_APPROVED, to: S.PROCESSING_REGISTRY, by: 'operator' },
  { from: S.PROCESSING_REGISTRY, to: S.COMPANY_FORMED, by: 'operator' },
  { from: S.COMPANY_FORMED, to: S.COMPLETED, by: 'operator' },
];

/**
 * Spain (spec 02 §3-4): the founder reviews and sends the questionnaire, the
 * team approves it, then the founder signs the representation mandate, after
 * which the team registers them with the tax agency (AEAT) and social
 * security (TGSS).
 */
const SPANISH: readonly Transition[] = [
  { from: S.PLACED, to: S.QUESTIONNAIRE_RECEIVED, by: 'founder' },
  { from: S.WAITING_QUESTIONS, to: S.QUESTIONNAIRE_RECEIVED, by: 'founder' },
  { from: S.QUESTIONNAIRE_RECEIVED, to: S.PROCESSING_QUESTIONNAIRE, by: 'operator' },
  { from: S.PROCESSING_QUESTIONNAIRE, to: S.QUESTIONNAIRE_APPROVED, by: 'operator' },
  { from: S.PROCESSING_QUESTIONNAIRE, to: S.WAITING_QUESTIONS, by: 'operator' },
  { from: S.QUESTIONNAIRE_APPROVED, to: S.WAITING_ESIGNATURE, by: 'operator' },
  { from: S.WAITING_ESIGNATURE, to: S.PROCESSING_AEAT, by: 'signature' },
  { from: S.PROCESSING_AEAT, to: S.PROCESSING_TGSS, by: 'operator' },
  { from: S.PROCESSING_TGSS, to: S.COMPANY_FORMED, by: 'operator' },
  { from: S.COMPANY_FORMED, to: S.COMPLETED, by: 'operator' },
];

/**
 * Statuses an operator may cancel (at the founder's request, refund) or
 * decline (the file cannot be formed: identity not verified, activity not
 * allowed). A formed company is never cancelled here: it is dissolved, which
 * is another procedure. An unpaid draft can be cancelled, not declined.
 */
function listClosingTransitions(sequence: readonly Transition[]): Transition[] {
  const open = new Set<OrderStatus>([S.DRAFT]);
  for (const transition of sequence) {
    open.add(transition.from);
  }
  open.delete(S.COMPANY_FORMED);
  open.delete(S.AWAITING_FUNDS);
  open.delete(S.COMPLETED);
  return [...open].flatMap((from) => [
    { from, to: S.CANCELED, by: 'operator' as const },
    ...(from === S.DRAFT ? [] : [{ from, to: S.DECLINED, by: 'operator' as const }]),
  ]);
}

function buildTransitions(...parts: (readonly Transition[])[]): readonly Transition[] {
  const sequence = parts.flat();
  return [...sequence, ...listClosingTransitions(sequence)];
}

const FRANCE_COMPANY_TRANSITIONS = buildTransitions(
  COMMON_START,
  FRENCH_REVIEW,
  FRENCH_COMPANY,
  FRENCH_BANK,
);
const REGISTRY_ONLY_TRANSITIONS = buildTransitions(COMMON_START, FRENCH_REVIEW, REGISTRY_ONLY);
const SPAIN_TRANSITIONS = buildTransitions(COMMON_START, SPANISH);

/**
 * Every allowed transition of an order of this country and legal form. The UK
 * reviews and signs as France does, then goes straight to Companies House.
 */
export function listTransitions(country: CountryCode, legalForm: LegalForm): readonly Transition[] {
  if (country === CountryCode.ES) return SPAIN_TRANSITIONS;
  if (country === CountryCode.UK) return REGISTRY_ONLY_TRANSITIONS;
  return legalForm === LegalForm.MICROENTERPRISE
    ? REGISTRY_ONLY_TRANSITIONS
    : FRANCE_COMPANY_TRANSITIONS;
}

/** The statuses `actor` may move the order to from where it stands, in the order they are offered. */
export function listNextStatuses(order: LifecycleOrder, actor: StatusActor): OrderStatus[] {
  return listTransitions(order.country, order.legalForm)
    .filter((transition) => transition.from === order.status && transition.by === actor)
    .map((transition) => transition.to);
}

/** Whether `actor` may move the order from its status to `to`. */
export function canTransition(order: LifecycleOrder, to: OrderStatus, actor: StatusActor): boolean {
  return listTransitions(order.country, order.legalForm).some(
    (transition) =>
      transition.from === order.status && transition.to === to && transition.by === actor,
  );
}

/** Whether a status ends the file: completed, cancelled or declined. */
export function isFinalStatus(status: OrderStatus): boolean {
  return status === S.COMPLETED || status === S.CANCELED || status === S.DECLINED;
}

/**
 * The status in which the founder signs, and the one the completed signature
 * leads to: France signs before the review, Spain after the approval.
 */
export function getSignatureTransition(country: CountryCode): Transition {
  return country === CountryCode.ES
    ? { from: S.WAITING_ESIGNATURE, to: S.PROCESSING_AEAT, by: 'signature' }
    : { from: S.WAITING_ESIGNATURE, to: S.QUESTIONNAIRE_RECEIVED, by: 'signature' };
}
