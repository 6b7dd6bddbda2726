import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import {
  CountryCode,
  ErrorDetailSchema,
  LegalForm,
  OrderStatus,
  type RecordCompanyRegistrationRequest,
} from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app.js';

const ORDER_ID = '0f6d3f3c-2a7e-4f7e-9b59-5c8d1b2e4a01';

const UK_FILE = {
  order: {
    id: ORDER_ID,
    status: OrderStatus.COMPLETED,
    countryCode: CountryCode.UK,
    legalForm: LegalForm.LTD,
    companyName: 'Smith Studio Ltd',
  },
  customer: { name: 'Oliver Smith', email: 'oliver@example.com' },
};

function refusal() {
  return new ConnectError('Invalid argument', Code.InvalidArgument, undefined, [
    {
      desc: ErrorDetailSchema,
      value: create(ErrorDetailSchema, {
        reason: 'INVALID_ARGUMENT',
        fieldViolations: [
          {
            field: 'registration.registered_office.postal_code',
            description: 'errors.field.postalCode',
          },
          {
            field: 'registration.registered_office.country_code',
            description: 'errors.field.companyInUk',
          },
        ],
      }),
    },
  ]);
}

describe('the registration an operator records from the register', () => {
  afterEach(cleanup);

  it('records a UK registered office, each field the server refuses named in words', async () => {
    const requests: RecordCompanyRegistrationRequest[] = [];
    let refuse = true;
    renderApp(`/ops/orders/${ORDER_ID}`, {
      getOrderFile: () => UK_FILE,
      listFileCommercialDocuments: () => ({ documents: [] }),
      recordCompanyRegistration: (request) => {
        requests.push(request);
        if (refuse) throw refusal();
        return { registration: request.registration };
      },
    });

    const office = within(
      await screen.findByRole('group', { name: 'Registered office' }, { timeout: 5_000 }),
    );
    const country = office.getByLabelText<HTMLSelectElement>('Country');
    expect(country.value).toBe('GB');
    expect([...country.options].map((option) => option.textContent)).toEqual([
      'France',
      'United Kingdom',
    ]);
    fireEvent.change(screen.getByLabelText('SIREN or company number'), {
      target: { value: '12345678' },
    });
    fireEvent.change(office.getByLabelText('Address line 1'), {
      target: { value: '20 Kingsway' },
    });
    fireEvent.change(office.getByLabelText('Postcode'), { target: { value: 'WC2B 6LC' } });
    fireEvent.change(office.getByLabelText('Town or city'), { target: { value: 'London' } });
    fireEvent.change(country, { target: { value: 'FR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the registration' }));

    await waitFor(() =>
      expect(office.getByLabelText('Postcode').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(
      office.getByText('This is not a postcode of the company’s country: check it.'),
    ).toBeTruthy();
    expect(
      office.getByText('A UK company has its registered office in the United Kingdom.'),
    ).toBeTruthy();
    expect(screen.getByText('Some values are not valid.')).toBeTruthy();

    refuse = false;
    fireEvent.change(office.getByLabelText('Postcode'), { target: { value: 'WC2B 6LH' } });
    fireEvent.change(country, { target: { value: 'GB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the registration' }));
    expect(await screen.findByText('Registration recorded')).toBeTruthy();
    expect(
      office.queryByText('This is not a postcode of the company’s country: check it.'),
    ).toBeNull();
    expect(requests.at(-1)?.registration?.registeredOffice).toMatchObject({
      street1: '20 Kingsway',
      street2: '',
      postalCode: 'WC2B 6LH',
      city: 'London',
      countryCode: 'GB',
    });
  });
});
