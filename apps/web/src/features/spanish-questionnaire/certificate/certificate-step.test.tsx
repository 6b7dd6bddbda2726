import type { MessageInitShape } from '@bufbuild/protobuf';
import { Code, ConnectError, type ServiceImpl } from '@connectrpc/connect';
import {
  ErrorDetailSchema,
  LegalForm,
  OrderService,
  OrderStatus,
  type DocumentService,
  type UpdateCertificatePasswordRequest,
  type UpdateCertificatePasswordResponseSchema,
} from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStep, type OrderData } from '../../../testing/render-in-area.js';
import { CertificateStep } from './certificate-step.js';

type Answer = (
  request: UpdateCertificatePasswordRequest,
) => MessageInitShape<typeof UpdateCertificatePasswordResponseSchema>;

const STEP_PATH = '/es/en-gb/funnel/digital-certificate/certificate';
/** 31 March 2027 at noon UTC, in seconds. */
const EXPIRES_AT = BigInt(Date.UTC(2027, 2, 31, 12) / 1000);
const CERTIFICATE = {
  holderName: 'LUCIA GARCIA LOPEZ',
  taxId: '12345678Z',
  expiresAt: EXPIRES_AT,
  issuer: 'AC FNMT Usuarios',
};

const order = (
  documentRefs: Record<string, string> = {},
  certificate?: typeof CERTIFICATE,
): OrderData => ({
  certificate,
  order: {
    id: 'order-1',
    status: OrderStatus.WAITING_QUESTIONS,
    legalForm: LegalForm.AUTONOMO,
    documentRefs,
  },
  documents: documentRefs.personalCertificateId
    ? [{ id: documentRefs.personalCertificateId, fileName: 'lucia.p12' }]
    : [],
});

function renderCertificateStep(
  data: OrderData | (() => OrderData),
  search: string,
  answer?: Answer,
  documents: Partial<ServiceImpl<typeof DocumentService>> = {},
) {
  const view = renderStep(CertificateStep, {
    path: `${STEP_PATH}${search}`,
    order: data,
    server: {
      order: { updateCertificatePassword: (request) => answer?.(request) ?? {} },
      document: documents,
    },
  });
  return { ...view, requests: view.requestsOf(OrderService.method.updateCertificatePassword) };
}

/** The storage's answer to a PUT, as the browser's XMLHttpRequest gives it: stored. */
class StorageRequest {
  upload = { onprogress: null };
  status = 200;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  send() {
    queueMicrotask(() => this.onload?.());
  }
}

function refusal(reason: string) {
  return new ConnectError(reason, Code.InvalidArgument, undefined, [
    { desc: ErrorDetailSchema, value: { reason, fieldViolations: [] } },
  ]);
}

function refuse(reason: string): Answer {
  return () => {
    throw new ConnectError(reason, Code.InvalidArgument, undefined, [
      {
        desc: ErrorDetailSchema,
        value: {
          reason,
          fieldViolations: [{ field: 'password', description: `errors.${reason}` }],
        },
      },
    ]);
  };
}

const passwordField = () => screen.getByLabelText('Certificate password');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const type = (value: string) => fireEvent.change(passwordField(), { target: { value } });

describe('CertificateStep', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens on the intro, whose two choices lead to the upload and the guide views', async () => {
    renderCertificateStep(order(), '');
    await screen.findByRole('heading', { name: 'Do you already have a digital certificate?' });
    expect(screen.getByRole('link', { name: /Yes, I will upload it/ }).getAttribute('href')).toBe(
      `${STEP_PATH}?view=upload`,
    );
    expect(screen.getByRole('link', { name: /No, I want to get one/ }).getAttribute('href')).toBe(
      `${STEP_PATH}?view=guide`,
    );
  });

  it('keeps Continue disabled until a certificate is uploaded and a password typed', async () => {
    renderCertificateStep(order(), '?view=upload');
    await screen.findByRole('heading', { name: 'Upload your digital certificate' });
    type('secret');
    expect((continueButton() as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('Upload your certificate and type its password to continue.'),
    ).toBeTruthy();
  });

  it('says the password is required once it is emptied', async () => {
    renderCertificateStep(order({ personalCertificateId: 'doc-1' }), '?view=upload');
    await screen.findByText('lucia.p12');
    expect(passwordField().getAttribute('autocomplete')).toBe('off');
    type('secret');
    expect((continueButton() as HTMLButtonElement).disabled).toBe(false);
    type('');
    expect((await screen.findByRole('alert')).textContent).toBe('The password is required.');
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect((continueButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('says a password of 35 characters is too long instead of cutting it at 34', async () => {
    const { requests } = renderCertificateStep(
      order({ personalCertificateId: 'doc-1' }),
      '?view=upload',
    );
    await screen.findByText('lucia.p12');
    expect(passwordField().getAttribute('maxlength')).toBeNull();
    type('a'.repeat(35));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The password cannot be longer than 34 characters.',
    );
    expect((passwordField() as HTMLInputElement).value).toHaveLength(35);
    fireEvent.click(continueButton());
    await waitFor(() => expect(passwordField().getAttribute('aria-invalid')).toBe('true'));
    expect(requests).toEqual([]);
  });

  it('shows and hides the password', async () => {
    renderCertificateStep(order({ personalCertificateId: 'doc-1' }), '?view=upload');
    await screen.findByText('lucia.p12');
    const toggle = screen.getByRole('button', { name: 'Show the password' });
    expect(passwordField().getAttribute('type')).toBe('password');
    fireEvent.click(toggle);
    expect(passwordField().getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows a wrong password beside the field', async () => {
    const { requests } = renderCertificateStep(
      order({ personalCertificateId: 'doc-1' }),
      '?view=upload',
      refuse('CERTIFICATE_PASSWORD_WRONG'),
    );
    await screen.findByText('lucia.p12');
    type('not-it');
    fireEvent.click(continueButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'This password does not open the certificate. Check it and try again.',
    );
    expect(passwordField().getAttribute('aria-describedby')).toBe(alert.id);
    expect(requests.map(({ orderId, password }) => ({ orderId, password }))).toEqual([
      { orderId: 'order-1', password: 'not-it' },
    ]);
  });

  it('says an expired certificate is refused and links to the guide', async () => {
    renderCertificateStep(
      order({ personalCertificateId: 'doc-1' }),
      '?view=upload',
      refuse('CERTIFICATE_EXPIRED'),
    );
    await screen.findByText('lucia.p12');
    type('secret');
    fireEvent.click(continueButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This certificate has expired');
    expect(
      screen.getByRole('link', { name: 'How to get a new certificate' }).getAttribute('href'),
    ).toBe(`${STEP_PATH}?view=guide`);
  });

  it('says a file that is not a certificate is expected as .p12 or .pfx, and clears the refused attempts once one is stored', async () => {
    vi.stubGlobal('XMLHttpRequest', StorageRequest);
    let stored: string | undefined;
    renderCertificateStep(
      () => order(stored ? { personalCertificateId: stored } : {}),
      '?view=upload',
      undefined,
      {
        getUploadUrl: (request) => {
          if (!request.fileName.endsWith('.p12')) throw refusal('INVALID_FILE');
          return { url: 'https://storage.example/upload', fileId: 'upload-1', key: 'incoming/1' };
        },
        confirmUpload: () => {
          stored = 'doc-1';
          return { document: { id: 'doc-1', fileName: 'lucia.p12' } };
        },
      },
    );
    const choose = async (file: File) =>
      fireEvent.change(await screen.findByLabelText('Choose a file'), {
        target: { files: [file] },
      });

    await choose(new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }));
    const list = await screen.findByRole('list', { name: 'Files sent' });
    expect((await within(list).findByRole('alert')).textContent).toBe(
      'A .p12 or .pfx file is expected: the certificate exported with its key.',
    );

    await choose(new File([new Uint8Array([0x30, 0x82])], 'lucia.p12'));
    await screen.findByText('Certificate received');
    await waitFor(() => expect(screen.queryByText('scan.pdf')).toBeNull());
    expect(screen.queryByRole('list', { name: 'Files sent' })).toBeNull();
  });

  it('reloads the order after the server discards an expired certificate, for another file', async () => {
    let stored: string | undefined = 'doc-1';
    renderCertificateStep(
      () => order(stored ? { personalCertificateId: stored } : {}),
      '?view=upload',
      (request) => {
        stored = undefined;
        return refuse('CERTIFICATE_EXPIRED')(request);
      },
    );
    await screen.findByText('lucia.p12');
    type('secret');
    fireEvent.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This certificate has expired',
    );
    expect(await screen.findByLabelText('Choose a file')).toBeTruthy();
    expect(screen.queryByText('lucia.p12')).toBeNull();
  });

  it('shows the holder, the NIF and the expiry date of the certificate opened', async () => {
    renderCertificateStep(order({ personalCertificateId: 'doc-1' }), '?view=upload', () => ({
      certificate: CERTIFICATE,
    }));
    await screen.findByText('lucia.p12');
    type('secret');
    fireEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'Certificate checked' });
    expect(screen.getByText('LUCIA GARCIA LOPEZ')).toBeTruthy();
    expect(screen.getByText('12345678Z')).toBeTruthy();
    expect(screen.getByText('31/03/2027')).toBeTruthy();
  });

  it('shows the certificate already provided with a way to replace it', async () => {
    renderCertificateStep(order({ personalCertificateId: 'doc-1' }, CERTIFICATE), '');
    await screen.findByRole('heading', { name: 'Your digital certificate' });
    expect(screen.getByText('LUCIA GARCIA LOPEZ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Replace the certificate' }).getAttribute('href')).toBe(
      `${STEP_PATH}?view=upload`,
    );
  });

  it('offers the FNMT app in both stores on a computer, each link in a new tab', async () => {
    renderCertificateStep(order(), '?view=guide');
    await screen.findByRole('heading', { name: 'Get your digital certificate' });
    expect(screen.getByText('Between 24h and 48h (€2.99 + VAT)')).toBeTruthy();
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('target'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://apps.apple.com/es/app/fnmt-solicitud-de-certificados/id1494355993',
      'https://play.google.com/store/apps/details?id=es.fnmt.solicitudcertificados',
      'https://www.sede.fnmt.gob.es/certificados/persona-fisica',
      'https://www.sede.fnmt.gob.es/certificados/persona-fisica',
      'https://www.sede.fnmt.gob.es/certificados/persona-fisica',
      'https://www.sede.fnmt.gob.es/certificados/persona-fisica/obtener-certificado-con-video-identificacion',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});
