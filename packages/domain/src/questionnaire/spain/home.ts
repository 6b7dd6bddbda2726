import { FiscalTerritory, LegalForm, OrderStatus } from '@foundly/proto';
import { isSpanishCompanyForm } from '../../company-formation/spain/spanish-company.js';
import { getFounderAction, type FounderAction } from '../../order-lifecycle/founder-timeline.js';
import { isOrderClosedWithoutCompany } from '../../order-status.js';
import { isTerritoryNotServed } from '../../spain/fiscal-territory.js';
import { getFunnelResumeStep } from '../navigation.js';
import type { QuestionnaireProgress, StepRef } from '../progress.js';

/** What the Spanish home shows for the order's status (spec 02 §2 Spanish home). */
export type SpanishHomeView =
  /** A draft: the pre-payment funnel, at `stepName`. */
  | { kind: 'redirect-pre-payment'; stepName: string }
  /** A draft for a foral territory or the Canary Islands: the 'Datos recibidos' screen. */
  | { kind: 'territory-not-served' }
  /** Paid, the questionnaire to fill in: 'Tu Registro de alta'. */
  | { kind: 'checklist' }
  /** The e-signature request was sent: 'last step: sign digitally'. */
  | { kind: 'sign' }
  /** The provider is working on the file: the thank-you screen and its three bars. */
  | { kind: 'thanks'; progressBars: ProgressBars }
  /**
   * An SL or SA after the signature: the thank-you screen with the company's
   * three bars, and what the founder must do when the file waits on them
   * (the capital deposit, the deed).
   */
  | { kind: 'company-thanks'; progressBars: ProgressBars; founderAction: FounderAction | null }
  /** Registered with the tax agency and social security. */
  | { kind: 'congratulations' }
  /** An SL or SA registered, with its definitive NIF: the file is complete. */
  | { kind: 'company-formed' }
  | { kind: 'cancelled' };

/** The three bars of the thank-you screen, in percent: the request, the tax agency, social security. */
export type ProgressBars = readonly [number, number, number];

const FIRST_PRE_PAYMENT_STEP = 'fiscal-territory';

/**
 * The three progress bars of the thank-you screen (spec 02 §4): 100/0/0 while
 * the questionnaire is received, processed or approved, 100/50/0 while the
 * tax agency registers the founder, 100/100/50 while social security does,
 * 100/100/100 otherwise. The spec's catch-all would give an approved
 * questionnaire three full bars; approval comes before the e-signature and
 * anything filed with the tax agency, so it keeps 100/0/0.
 */
export function getSpanishProgressBars(status: OrderStatus): ProgressBars {
  switch (status) {
    case OrderStatus.QUESTIONNAIRE_RECEIVED:
    case OrderStatus.PROCESSING_QUESTIONNAIRE:
    case OrderStatus.QUESTIONNAIRE_APPROVED:
      return [100, 0, 0];
    case OrderStatus.PROCESSING_AEAT:
      return [100, 50, 0];
    case OrderStatus.PROCESSING_TGSS:
      return [100, 100, 50];
    default:
      return [100, 100, 100];
  }
}

/**
 * The three bars of an SL's or SA's thank-you screen, in percent: the name
 * certificate, the capital and the deed, the registration. A bar is half
 * full while its only step is under way; the capital-and-deed bar is a
 * quarter full while the capital is paid in and three quarters while the deed
 * waits to be signed; the registration bar counts the provisional NIF (25),
 * the Registro Mercantil (50) and the definitive NIF (75). Before the
 * signature nothing of the company's formation has started: 0/0/0.
 */
export function getSpanishCompanyProgressBars(status: OrderStatus): ProgressBars {
  switch (status) {
    case OrderStatus.PROCESSING_NAME_CERTIFICATE:
      return [50, 0, 0];
    case OrderStatus.AWAITING_CD:
      return [100, 25, 0];
    case OrderStatus.AWAITING_DEED:
      return [100, 75, 0];
    case OrderStatus.PROCESSING_AEAT:
      return [100, 100, 25];
    case OrderStatus.PROCESSING_REGISTRY:
      return [100, 100, 50];
    case OrderStatus.COMPANY_FORMED:
      return [100, 100, 75];
    case OrderStatus.COMPLETED:
      return [100, 100, 100];
    default:
      return [0, 0, 0];
  }
}

function getPrePaymentStep(progress: QuestionnaireProgress | undefined): string {
  if (!progress?.funnels.some((funnel) => funnel.name === 'pre-payment')) {
    return FIRST_PRE_PAYMENT_STEP;
  }
  return getFunnelResumeStep(progress, 'pre-payment').stepName;
}

/**
 * What the Spanish home shows (spec 02 §2): a draft goes to the pre-payment
 * step it stands at (the fiscal territory, then the payment), unless its
 * territory is one the product does not serve; a paid order shows the
 * checklist while the founder answers; the signing screen once the
 * e-signature request is sent; the thank-you screen while the provider works
 * on the file; the congratulations once the founder is registered.
 *
 * QUESTIONNAIRE_APPROVED, which the spec's list leaves out, shows the
 * thank-you screen: the founder has nothing to do until the e-signature
 * request arrives (WAITING_ESIGNATURE comes next), and the questionnaire is
 * locked. Statuses outside the Spanish sequence (the French registry ones)
 * show it too.
 *
 * An SL or SA shares the autónomo's screens until it sends the questionnaire;
 * then the company's thank-you screen until the file is complete (a formed SL or
 * SA still waits for its definitive NIF), then its own congratulations.
 */
export function getSpanishHomeView(
  status: OrderStatus,
  progress?: QuestionnaireProgress,
  fiscalTerritory: FiscalTerritory = FiscalTerritory.UNSPECIFIED,
  legalForm: LegalForm = LegalForm.AUTONOMO,
): SpanishHomeView {
  if (isOrderClosedWithoutCompany(status)) return { kind: 'cancelled' };
  if (isSpanishCompanyForm(legalForm) && isCompanyWithProvider(status)) {
    return status === OrderStatus.COMPLETED
      ? { kind: 'company-formed' }
      : {
          kind: 'company-thanks',
          progressBars: getSpanishCompanyProgressBars(status),
          founderAction: getFounderAction(status),
        };
  }
  switch (status) {
    case OrderStatus.DRAFT:
    case OrderStatus.UNSPECIFIED:
      return isTerritoryNotServed(status, fiscalTerritory)
        ? { kind: 'territory-not-served' }
        : { kind: 'redirect-pre-payment', stepName: getPrePaymentStep(progress) };
    case OrderStatus.PLACED:
    case OrderStatus.WAITING_QUESTIONS:
      return { kind: 'checklist' };
    case OrderStatus.WAITING_ESIGNATURE:
      return { kind: 'sign' };
    case OrderStatus.COMPANY_FORMED:
    case OrderStatus.COMPLETED:
      return { kind: 'congratulations' };
    default:
      return { kind: 'thanks', progressBars: getSpanishProgressBars(status) };
  }
}

const COMPANY_WITH_PROVIDER: ReadonlySet<OrderStatus> = new Set([
  OrderStatus.QUESTIONNAIRE_RECEIVED,
  OrderStatus.PROCESSING_QUESTIONNAIRE,
  OrderStatus.QUESTIONNAIRE_APPROVED,
  OrderStatus.PROCESSING_NAME_CERTIFICATE,
  OrderStatus.AWAITING_CD,
  OrderStatus.AWAITING_DEED,
  OrderStatus.PROCESSING_AEAT,
  OrderStatus.PROCESSING_REGISTRY,
  OrderStatus.COMPANY_FORMED,
  OrderStatus.COMPLETED,
]);

/** Whether an SL's or SA's file is with the provider: sent, reviewed, or being formed. */
function isCompanyWithProvider(status: OrderStatus): boolean {
  return COMPANY_WITH_PROVIDER.has(status);
}

/** One card of the checklist 'Tu Registro de alta': a funnel and how long it takes. */
export interface SpanishChecklistEntry {
  funnel:
    | 'digital-certificate'
    | 'personal-information'
    | 'business-information'
    | 'company-formation'
    | 'final-summary';
  /** The time estimate shown, in minutes (spec 02 §2 Checklist cards). */
  minutes: '2-5' | '10-15';
}

/**
 * The cards of the checklist, in order: an autónomo's four, or an SL's or
 * SA's company and summary (the hub shows the funnels its questionnaire has).
 */
export const SPANISH_CHECKLIST: readonly SpanishChecklistEntry[] = [
  { funnel: 'digital-certificate', minutes: '2-5' },
  { funnel: 'personal-information', minutes: '10-15' },
  { funnel: 'business-information', minutes: '10-15' },
  { funnel: 'company-formation', minutes: '10-15' },
  { funnel: 'final-summary', minutes: '2-5' },
];

/** What a checklist card shows and where its button goes. */
export interface ChecklistCard {
  funnel: string;
  /** Steps answered, shown as 'n de m preguntas' with `total`. */
  answered: number;
  /** Steps that apply to the founder (skipped ones are not counted). */
  total: number;
  /** 'edit' once the funnel is complete, 'continue' before. */
  action: 'continue' | 'edit';
  /** Where the button goes: the first unanswered step, or the first step to edit. */
  target: StepRef;
  /** The final summary stays locked until the funnels it requires are complete. */
  disabled: boolean;
}

/**
 * The card of a funnel on the checklist (spec 02 §2): its answered and total
 * steps, Continue to the step it stands at or Edit from its first step once
 * complete, disabled while the funnel is locked (the final summary before
 * pre-payment, the certificate, the personal and the business information
 * are complete). Throws 'No first step found' for a funnel the progress does
 * not have.
 */
export function getChecklistCard(progress: QuestionnaireProgress, funnel: string): ChecklistCard {
  const funnelProgress = progress.funnels.find((candidate) => candidate.name === funnel);
  if (!funnelProgress) throw new Error('No first step found');
  const complete = funnelProgress.completedSteps === funnelProgress.totalSteps;
  return {
    funnel,
    answered: funnelProgress.completedSteps,
    total: funnelProgress.totalSteps,
    action: complete ? 'edit' : 'continue',
    target: getFunnelResumeStep(progress, funnel),
    disabled: funnelProgress.locked,
  };
}
