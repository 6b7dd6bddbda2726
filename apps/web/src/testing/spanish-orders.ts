import type { MessageInitShape } from '@bufbuild/protobuf';
import { OrderStatus, type QuestionnaireProgressSchema } from '@foundly/proto';
import { ORDER_ID, type OrderData } from './render-in-area.js';

type Progress = MessageInitShape<typeof QuestionnaireProgressSchema>;

/** The Spanish funnels after payment as the server lists them, every step open. */
export const SPANISH_PROGRESS: Progress = {
  funnels: [
    { name: 'digital-certificate', steps: [{ name: 'certificate' }] },
    {
      name: 'personal-information',
      steps: ['id', 'id-review', 'poa', 'poa-review', 'housing-deduction'].map((name) => ({
        name,
      })),
    },
    {
      name: 'business-information',
      steps: [
        'naf',
        'activity',
        'previous-activity',
        'expectations',
        'mutual',
        'iban',
        'iban-review',
      ].map((name) => ({ name })),
    },
    { name: 'final-summary', steps: [{ name: 'summary' }] },
    {
      name: 'e-signature',
      steps: [{ name: 'intro' }, { name: 'waiting-signature' }, { name: 'waiting-approval' }],
    },
  ],
  funnelOrder: [
    'digital-certificate',
    'personal-information',
    'business-information',
    'final-summary',
    'e-signature',
  ],
};

/** The steps of the personal-information funnel, none completed or skipped. */
export const PERSONAL_PROGRESS = {
  funnelOrder: ['personal-information'],
  funnels: [
    {
      name: 'personal-information',
      steps: [
        'id',
        'id-review',
        'poa',
        'poa-review',
        'other-address-fiscal',
        'other-address-fiscal-review',
        'other-address-notification',
        'other-address-notification-review',
        'housing-deduction',
      ].map((name) => ({ name })),
    },
  ],
} satisfies Progress;

/** A paid Spanish order with nothing answered yet, in its personal-information funnel. */
export const SPANISH_ORDER = {
  order: { id: ORDER_ID, status: OrderStatus.WAITING_QUESTIONS },
  questionnaire: { spanishPersonalInformation: {} },
  progress: PERSONAL_PROGRESS,
} satisfies OrderData;
