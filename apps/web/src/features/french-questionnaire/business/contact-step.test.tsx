import { LegalForm, OrderStatus } from '@foundly/proto';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep } from '../../../testing/render-in-area.js';
import { ContactStep } from './contact-step.js';

describe('ContactStep', () => {
  afterEach(cleanup);

  it('proposes the founder’s phone, kept in E.164, as France writes it', async () => {
    renderStep(ContactStep, {
      path: '/fr/en-gb/funnel/business-information/contact',
      order: {
        order: { status: OrderStatus.WAITING_QUESTIONS, legalForm: LegalForm.SASU },
        customer: { email: 'ada@example.com' },
        questionnaire: {
          personalInformation: { phone: { code: 'FR', number: '+33612345678' } },
          companyDetails: {},
        },
      },
    });
    expect(await screen.findByLabelText('Phone number')).toHaveProperty('value', '06 12 34 56 78');
  });
});
