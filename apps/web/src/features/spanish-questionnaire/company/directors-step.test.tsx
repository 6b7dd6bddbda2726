import { LegalForm, OrderService, SpanishBoardForm, SpanishPartyKind } from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep } from '../../../testing/render-in-area.js';
import { SPANISH_PROGRESS } from '../../../testing/spanish-orders.js';
import { DirectorsStep } from './directors-step.js';

function renderDirectorsStep(administration?: object) {
  const view = renderStep(DirectorsStep, {
    path: '/es/en-gb/funnel/company-formation/directors',
    order: {
      progress: SPANISH_PROGRESS,
      order: { legalForm: LegalForm.SL },
      questionnaire: { spanishCompany: administration ? { administration } : {} },
    },
    server: { order: { updateQuestionnaire: () => ({ progress: SPANISH_PROGRESS }) } },
  });
  return { ...view, updates: view.requestsOf(OrderService.method.updateQuestionnaire) };
}

describe('DirectorsStep', () => {
  afterEach(cleanup);

  it('shows the directors saved, with the form of the board chosen', async () => {
    renderDirectorsStep({
      boardForm: SpanishBoardForm.SOLE_DIRECTOR,
      directors: [
        {
          kind: SpanishPartyKind.PERSON,
          name: 'Lucía Ortega Ruiz',
          idNumber: '12345678Z',
          dateOfBirth: '1988-04-12',
        },
      ],
    });
    expect(
      ((await screen.findByLabelText('Full name or company name')) as HTMLInputElement).value,
    ).toBe('Lucía Ortega Ruiz');
    expect(
      (screen.getByRole('radio', { name: /A sole director/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('radio', { name: 'A person' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('refuses a second director for a sole director before saving anything', async () => {
    const { updates } = renderDirectorsStep();
    fireEvent.click(await screen.findByRole('radio', { name: /A sole director/ }));
    fireEvent.change(screen.getByLabelText('Full name or company name'), {
      target: { value: 'Lucía Ortega Ruiz' },
    });
    fireEvent.change(screen.getByLabelText('DNI, NIE or NIF'), { target: { value: '12345678A' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1988-04-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByText(/This NIF or NIE is not valid|not valid/)).toBeTruthy(),
    );
    expect(updates).toHaveLength(0);
  });
});
