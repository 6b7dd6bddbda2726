import { FiscalTerritory, OrderStatus } from '@foundly/proto';
import { isOrderClosedWithoutCompany } from '../../order-status.js';
import { isFiscalTerritorySupported } from '../../spain/fiscal-territory.js';
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
  /** Registered with the tax agency and social security. */
  | { kind: 'congratulations' }
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
 * Whether the order is a draft for a territory the product does not serve (a
 * foral one or the Canary Islands): its founder gets the 'Datos recibidos'
 * screen, and nothing of the dashboard applies to them. Once paid, an order
 * is served whatever it says (the payment refuses these territories).
 */
export function isTerritoryNotServed(status: OrderStatus, fiscalTerritory: FiscalTerritory) {
  return (
    (status === OrderStatus.DRAFT || status === OrderStatus.UNSPECIFIED) &&
    fiscalTerritory !== FiscalTerritory.UNSPECIFIED &&
    !isFiscalTerritorySupported(fiscalTerritory)
  );
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
 */
export function getSpanishHomeView(
  status: OrderStatus,
  progress?: QuestionnaireProgress,
  fiscalTerritory: FiscalTerritory = FiscalTerritory.UNSPECIFIED,
): SpanishHomeView {
  if (isOrderClosedWithoutCompany(status)) return { kind: 'cancelled' };
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

/** One card of the checklist 'Tu Registro de alta': a funnel and how long it takes. */
export interface SpanishChecklistEntry {
  funnel: 'digital-certificate' | 'personal-information' | 'business-information' | 'final-summary';
  /** The time estimate shown, in minutes (spec 02 §2 Checklist cards). */
  minutes: '2-5' | '10-15';
}

/** The four cards of the checklist, in order. */
export const SPANISH_CHECKLIST: readonly SpanishChecklistEntry[] = [
  { funnel: 'digital-certificate', minutes: '2-5' },
  { funnel: 'personal-information', minutes: '10-15' },
  { funnel: 'business-information', minutes: '10-15' },
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
