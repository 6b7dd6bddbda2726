import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import {
  ErrorDetailSchema,
  Gender,
  GetMyOrderResponseSchema,
  LegalForm,
  OrderStatus,
  type QuestionnaireProgressSchema,
  type SubmissionIssueSchema,
} from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep } from '../../../testing/render-in-area.js';
import { SummaryStep } from './summary-step.js';

type Progress = MessageInitShape<typeof QuestionnaireProgressSchema>;

const progress = (summaryDone: boolean): Progress => ({
  funnels: [
    {
      name: 'personal-information',
      steps: [
        { name: 'name', completed: true },
        { name: 'gender', completed: true },
      ],
    },
    { name: 'business-information', steps: [{ name: 'activity', completed: true }] },
    { name: 'capital-deposit', steps: [{ name: 'amount', completed: true }] },
    { name: 'final-summary', steps: [{ name: 'summary', completed: summaryDone }] },
    {
      name: 'e-signature',
      steps: [{ name: 'intro' }, { name: 'waiting-signature' }, { name: 'waiting-approval' }],
    },
  ],
  funnelOrder: [
    'personal-information',
    'business-information',
    'capital-deposit',
    'final-summary',
    'e-signature',
  ],
  currentFunnel: summaryDone ? 'e-signature' : 'final-summary',
  currentStep: summaryDone ? 'intro' : 'summary',
});

const ORDER = create(GetMyOrderResponseSchema, {
  order: { id: 'order-1', status: OrderStatus.WAITING_QUESTIONS, legalForm: LegalForm.SASU },
  questionnaire: {
    personalInformation: { fullName: { first: 'Marie', last: 'Curie' }, gender: Gender.FEMALE },
    companyDetails: { activities: ['62.01Z'] },
    capitalDeposit: { paidUpCapital: 1000, numberOfShares: 100 },
  },
  progress: progress(false),
});

interface Server {
  issues?: MessageInitShape<typeof SubmissionIssueSchema>[];
  refuseWith?: { field: string; description: string }[];
}

function renderSummary(server: Server = {}) {
  const confirmed: string[] = [];
  const view = renderStep(SummaryStep, {
    path: '/fr/en-gb/funnel/final-summary/summary',
    order: ORDER,
    server: {
      order: {
        getSubmissionIssues: () => ({ issues: server.issues ?? [] }),
        confirmOrder: (request) => {
          if (server.refuseWith) {
            throw new ConnectError('Submission incomplete', Code.FailedPrecondition, undefined, [
              {
                desc: ErrorDetailSchema,
                value: { reason: 'SUBMISSION_INCOMPLETE', fieldViolations: server.refuseWith },
              },
            ]);
          }
          confirmed.push(request.id);
          return {
            order: { id: request.id, status: OrderStatus.WAITING_ESIGNATURE },
            progress: progress(true),
          };
        },
      },
      referenceData: {
        getActivities: ({ codes }) => ({
          activities: codes.map((code) => ({ code, label: 'Programmation informatique' })),
        }),
      },
    },
  });
  return { ...view, confirmed };
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm and send' });

describe('SummaryStep', () => {
  afterEach(cleanup);

  it('shows each answer for people, with a link to edit its step', async () => {
    renderSummary();
    const about = await screen.findByRole('region', { name: 'About you' });
    expect(within(about).getByText('Marie Curie')).toBeTruthy();
    expect(within(about).getByText('Female')).toBeTruthy();
    expect(within(about).getByRole('link', { name: 'Edit: Full name' }).getAttribute('href')).toBe(
      '/fr/en-gb/funnel/personal-information/name',
    );
    expect(await screen.findByText('62.01Z – Programmation informatique')).toBeTruthy();
    expect(screen.getByText('€1,000')).toBeTruthy();
  });

  it('lists what a registry would refuse and keeps the button disabled', async () => {
    renderSummary({
      issues: [
        { code: 'proofOfAddressTooOld', funnelName: 'confirm-identity', stepName: 'personal-poa' },
      ],
    });
    const list = await screen.findByRole('region', { name: 'Fix these points before sending' });
    expect(within(list).getByRole('link').getAttribute('href')).toBe(
      '/fr/en-gb/funnel/confirm-identity/personal-poa',
    );
    expect(confirmButton()).toHaveProperty('disabled', true);
  });

  it('confirms and moves on to the e-signature', async () => {
    const { router, confirmed } = renderSummary();
    await screen.findByText('Everything is ready to be sent.');
    fireEvent.click(confirmButton());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/fr/en-gb/funnel/e-signature/intro'),
    );
    expect(confirmed).toEqual(['order-1']);
  });

  it('shows the issues a refused confirmation carries', async () => {
    renderSummary({
      refuseWith: [
        { field: 'personal-information/name', description: 'questionnaireIssues.nameMismatch' },
      ],
    });
    await screen.findByText('Everything is ready to be sent.');
    fireEvent.click(confirmButton());
    const list = await screen.findByRole('region', { name: 'Fix these points before sending' });
    expect(within(list).getByRole('link').getAttribute('href')).toBe(
      '/fr/en-gb/funnel/personal-information/name',
    );
    expect(confirmButton()).toHaveProperty('disabled', true);
  });
});
