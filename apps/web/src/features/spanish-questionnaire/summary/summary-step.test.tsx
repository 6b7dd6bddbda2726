import { Code, ConnectError, type ServiceImpl } from '@connectrpc/connect';
import {
  BusinessType,
  Currency,
  ErrorDetailSchema,
  LegalForm,
  Mutual,
  OrderStatus,
  YesNo,
  type OrderService,
} from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep, type OrderData } from '../../../testing/render-in-area.js';
import { SPANISH_PROGRESS } from '../../../testing/spanish-orders.js';
import { SummaryStep } from './summary-step.js';

const BASE_PATH = '/es/en-gb';

const ORDER = {
  order: { status: OrderStatus.WAITING_QUESTIONS, legalForm: LegalForm.AUTONOMO },
  questionnaire: {
    spanishPersonalInformation: {
      fullName: 'Lucía García López',
      dateOfBirth: '1990-03-15',
      nationality: 'ES',
      idNumber: '12345678Z',
      address: {
        streetName: 'Calle Mayor',
        streetNumber: '5',
        buildingNumber: '3º B',
        postalCode: '28013',
        city: 'Madrid',
      },
      housingSurfacePercentage: 20,
    },
    businessInformation: {
      hasSocialSecurityNumber: YesNo.TRUE,
      nafSocialSecurityNumber: '281234567840',
      activityDescription: 'Diseño de páginas web',
      monthlyNetBenefitEstimation: 1500,
      currency: Currency.EUR,
      expectedStartDate: '2026-01-02',
      businessType: BusinessType.B2C,
      tradesInternationally: YesNo.FALSE,
      hasMutualInsurance: YesNo.TRUE,
      mutualSelection: Mutual.FREMAP,
      iban: 'ES9121000418450200051332',
    },
  },
};

function renderSummaryStep(
  order: OrderData,
  answers: Partial<ServiceImpl<typeof OrderService>> = {},
) {
  return renderStep(SummaryStep, {
    path: `${BASE_PATH}/funnel/final-summary/summary`,
    order: { progress: SPANISH_PROGRESS, ...order },
    server: { order: answers },
  });
}

const rowValue = (section: HTMLElement, label: string) =>
  within(section).getByText(label).nextElementSibling?.textContent;

function refuseWith(fields: { field: string; description: string }[]) {
  return () => {
    throw new ConnectError('Submission incomplete', Code.FailedPrecondition, undefined, [
      {
        desc: ErrorDetailSchema,
        value: { reason: 'SUBMISSION_INCOMPLETE', fieldViolations: fields },
      },
    ]);
  };
}

describe('SummaryStep', () => {
  afterEach(cleanup);

  it('shows both sections read-only, formatted, each with Edit to its first step', async () => {
    renderSummaryStep(ORDER);
    const personal = await screen.findByRole('region', { name: 'Personal information' });
    expect(rowValue(personal, 'Full name')).toBe('Lucía García López');
    expect(rowValue(personal, 'Street')).toBe('Calle Mayor, 5');
    expect(rowValue(personal, 'Country')).toBe('Spain');
    expect(rowValue(personal, 'Additional information (floor, door…)')).toBe('3º B');
    expect(rowValue(personal, 'Date of birth')).toBe('15/03/1990');
    expect(rowValue(personal, 'Share of the home used for the activity')).toBe('20%');
    expect(
      within(personal)
        .getByRole('link', { name: 'Edit: Personal information' })
        .getAttribute('href'),
    ).toBe(`${BASE_PATH}/funnel/personal-information/id`);

    const business = screen.getByRole('region', { name: 'Business information' });
    expect(rowValue(business, 'Legal form')).toBe('Self-employed (autónomo)');
    expect(rowValue(business, 'Social security number (NAF)')).toBe('28 12345678 40');
    expect(rowValue(business, 'Estimated monthly net profit')).toBe('€1,500');
    expect(rowValue(business, 'Expected start date')).toBe('02/01/2026');
    expect(rowValue(business, 'You also sell abroad')).toBe('No');
    expect(rowValue(business, 'Mutual insurer chosen')).toBe('Fremap');
    expect(rowValue(business, 'IBAN')).toBe('ES91 2100 0418 4502 0005 1332');
    expect(
      within(business)
        .getByRole('link', { name: 'Edit: Business information' })
        .getAttribute('href'),
    ).toBe(`${BASE_PATH}/funnel/business-information/naf`);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('accepting sends the questionnaire and returns to the hub', async () => {
    const reviewed: string[] = [];
    const { router } = renderSummaryStep(ORDER, {
      questionnaireReviewed: ({ id }) => {
        reviewed.push(id);
        return {
          order: { id, status: OrderStatus.QUESTIONNAIRE_RECEIVED },
          progress: SPANISH_PROGRESS,
        };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(BASE_PATH));
    expect(reviewed).toEqual(['order-1']);
  });

  it('a refusal lists the steps still to complete, each with its link', async () => {
    const { router } = renderSummaryStep(ORDER, {
      questionnaireReviewed: refuseWith([
        { field: 'business-information/iban-review', description: 'errors.field.required' },
        { field: 'digital-certificate/certificate', description: 'errors.field.required' },
      ]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    const list = await screen.findByRole('region', {
      name: 'Complete these steps before continuing',
    });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Complete: Business information · Bank account check',
      'Complete: Digital certificate · Digital certificate',
    ]);
    expect(links[0]?.getAttribute('href')).toBe(
      `${BASE_PATH}/funnel/business-information/iban-review`,
    );
    expect(router.state.location.pathname).toBe(`${BASE_PATH}/funnel/final-summary/summary`);
  });

  it('once sent, shows the answers without Edit nor Accept', async () => {
    renderSummaryStep({
      ...ORDER,
      order: { ...ORDER.order, status: OrderStatus.PROCESSING_QUESTIONNAIRE },
    });
    await screen.findByRole('region', { name: 'Personal information' });
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept and continue' })).toBeNull();
    expect(
      screen.getByText('Your details have been sent and can no longer be changed here.'),
    ).toBeTruthy();
  });
});
