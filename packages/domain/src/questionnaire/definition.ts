import type { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';

/** What the rules of a questionnaire read: the answers and where the order stands. */
export interface QuestionnaireContext<Answers> {
  country: CountryCode;
  legalForm: LegalForm;
  status: OrderStatus;
  metadata: Readonly<Record<string, string>>;
  /** Questionnaire fields that point at an uploaded document, e.g. identityFrontId. */
  documentRefs: Readonly<Record<string, string>>;
  answers: Answers;
}

/** One screen of a funnel and the rules that place it. */
export interface StepDefinition<Answers> {
  name: string;
  /** Whether the step does not apply to this founder (e.g. spouse steps without a spouse). */
  isSkipped?: (context: QuestionnaireContext<Answers>) => boolean;
  /** Whether the founder has given everything the step asks for. */
  isComplete: (context: QuestionnaireContext<Answers>) => boolean;
}

export interface FunnelDefinition<Answers> {
  name: string;
  steps: readonly StepDefinition<Answers>[];
  /** Funnels that must be completed before this one opens (Spain's final summary). */
  requires?: readonly string[];
}

/** A country's questionnaire: its funnels in order. */
export interface QuestionnaireDefinition<Answers> {
  funnels: readonly FunnelDefinition<Answers>[];
}
