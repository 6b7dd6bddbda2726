import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep } from '../../../testing/render-in-area.js';
import { SignificantControlStep } from './significant-control-step.js';

const HOME = { line1: '1 High Street', town: 'Bristol', postcode: 'BS1 4DJ', countryCode: 'GB' };

function renderPscStep() {
  return renderStep(SignificantControlStep, {
    path: '/uk/en-gb/funnel/people/significant-control',
    order: {
      order: {
        id: 'order-1',
        status: OrderStatus.WAITING_QUESTIONS,
        countryCode: CountryCode.UK,
        legalForm: LegalForm.LTD,
      },
      questionnaire: {
        ukIncorporation: {
          shareCapital: {
            shareClasses: [{ name: 'Ordinary', nominalValuePence: 100 }],
            shareholders: [
              {
                name: 'Alice Smith',
                address: HOME,
                holdings: [{ className: 'Ordinary', shares: 100, amountPaidPerSharePence: 100 }],
              },
            ],
          },
        },
      },
    },
  });
}

describe('the persons with significant control step', () => {
  afterEach(cleanup);

  it('shows the band Companies House registers as the shares held are typed, out of 100', async () => {
    renderPscStep();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Add a person with significant control' }),
    );
    expect(screen.getAllByText('Out of 100 (one vote a share).')).toHaveLength(2);
    const shares = screen.getByLabelText('Shares held');
    fireEvent.input(shares, { target: { value: '25' } });
    expect(
      await screen.findByText(
        'With 25 % or less and no other control, this person is not one to declare.',
      ),
    ).toBeTruthy();
    fireEvent.input(shares, { target: { value: '75' } });
    expect(await screen.findByText('Owns 75 % or more of the shares')).toBeTruthy();
    fireEvent.input(shares, { target: { value: '50' } });
    expect(
      await screen.findByText('Owns more than 25 % and up to 50 % of the shares'),
    ).toBeTruthy();
  });
});
