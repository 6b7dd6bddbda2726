import { OrderService, YesNo } from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep } from '../../../testing/render-in-area.js';
import { SPANISH_PROGRESS } from '../../../testing/spanish-orders.js';
import { NafStep } from './naf-step.js';

const BASE_PATH = '/es/en-gb';

function renderNafStep() {
  const view = renderStep(NafStep, {
    path: `${BASE_PATH}/funnel/business-information/naf`,
    order: { progress: SPANISH_PROGRESS, questionnaire: { businessInformation: {} } },
    server: { order: { updateQuestionnaire: () => ({ progress: SPANISH_PROGRESS }) } },
  });
  return { ...view, updates: view.requestsOf(OrderService.method.updateQuestionnaire) };
}

const answer = (name: 'Yes' | 'No') => fireEvent.click(screen.getByRole('radio', { name }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

describe('NafStep', () => {
  afterEach(cleanup);

  it('asks for the number after yes, and saves it without its slashes', async () => {
    const { updates, router } = renderNafStep();
    await screen.findByRole('group', { name: 'Do you have a social security number (NAF)?' });
    expect(screen.queryByLabelText('Social security number (NAF)')).toBeNull();
    answer('Yes');
    const number = screen.getByLabelText('Social security number (NAF)');
    expect(number.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(number, { target: { value: '28/1234567/42' } });
    submit();
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.businessInformation).toMatchObject({
      hasSocialSecurityNumber: YesNo.TRUE,
      nafSocialSecurityNumber: '28123456742',
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `${BASE_PATH}/funnel/business-information/activity`,
      ),
    );
  });

  it.each([
    ['the 11-digit printed form', '28/1234567/42'],
    ['the 12-digit printed form with spaces around the slashes', '28 / 12345678 / 40'],
  ])('lets %s be typed whole: the field does not cut it', async (_what, printed) => {
    renderNafStep();
    await screen.findByRole('group', { name: 'Do you have a social security number (NAF)?' });
    answer('Yes');
    const maxLength = screen
      .getByLabelText('Social security number (NAF)')
      .getAttribute('maxlength');
    expect(maxLength === null || Number(maxLength) >= printed.length).toBe(true);
  });

  it('asks for both parents’ first names after no, and requires them', async () => {
    const { updates } = renderNafStep();
    await screen.findByRole('group', { name: 'Do you have a social security number (NAF)?' });
    answer('No');
    fireEvent.change(screen.getByLabelText('Mother’s first name'), { target: { value: 'Ana' } });
    submit();
    const father = screen.getByLabelText('Father’s first name');
    await waitFor(() => expect(father.getAttribute('aria-invalid')).toBe('true'));
    expect(updates).toEqual([]);

    fireEvent.change(father, { target: { value: ' Luis ' } });
    submit();
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.businessInformation).toMatchObject({
      hasSocialSecurityNumber: YesNo.FALSE,
      nafSocialSecurityNumber: '',
      firstParent: { fullName: { first: 'Ana' } },
      secondParent: { fullName: { first: 'Luis' } },
    });
  });

  it('requires an answer', async () => {
    const { updates } = renderNafStep();
    const group = await screen.findByRole('group', {
      name: 'Do you have a social security number (NAF)?',
    });
    submit();
    expect((await within(group).findByRole('alert')).textContent).toBe('This field is required.');
    expect(updates).toEqual([]);
  });
});
