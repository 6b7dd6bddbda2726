import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderingCustomer } from '../../../test/caller-checks.js';
import { signUpSpanishCustomer, uploadDocument } from '../../../test/documents.js';
import { useTestApp } from '../../../test/harness.js';
import {
  ACCENTED_DNI_FRONT_EXPECTED,
  ACCENTED_DNI_SAMPLE,
  BANK_IBAN,
  BILL_ADDRESS,
  blur,
  DNI_SAMPLE,
  FLAT_BILL_ADDRESS,
  PASSPORT_SAMPLE,
  renderBankCertificate,
  renderDni3Front,
  renderDni4Front,
  renderDniBack,
  renderDniFront,
  renderFlatBill,
  renderPassport,
  renderScannedA4,
  renderScannedPdf,
  renderTieBack,
  renderTieCard,
  renderUtilityBill,
  rotate,
  TIE_BACK_SAMPLE,
  TIE_SAMPLE,
} from '../../../test/ocr-documents.js';

/** Reading a generated image can take a few seconds on a busy two-core machine. */
const OCR_TEST_TIMEOUT_MS = 60_000;

type Render = () => Promise<Buffer>;

const withBlur = (render: Render) => async () => blur(await render());
const turned = (render: Render, degrees: number) => async () => rotate(await render(), degrees);

/**
 * The real engine (Tesseract with its language data from node_modules) on
 * documents generated with known values. One app, so one worker for the
 * whole file; the database plays no part in reading, so PGlite only.
 */
describe('OcrService reading generated documents with Tesseract', () => {
  const app = useTestApp('pglite');
  let customer: OrderingCustomer;

  beforeAll(async () => {
    customer = await signUpSpanishCustomer(app());
  });

  async function upload(documentType: string, bytes: Buffer) {
    const isPdf = bytes.subarray(0, 4).toString('latin1') === '%PDF';
    const isPng = bytes.subarray(1, 4).toString('latin1') === 'PNG';
    const { document } = await uploadDocument(customer.rpc, {
      orderId: customer.order.id,
      fileName: isPdf ? 'scan.pdf' : isPng ? 'photo.png' : 'photo.jpg',
      documentType,
      bytes,
    });
    return document.id;
  }

  it.each([
    ['the back of a DNI', 'identity_back', renderDniBack, DNI_SAMPLE.expected],
    [
      'the back of a DNI, slightly blurred (JPEG)',
      'identity_back',
      withBlur(renderDniBack),
      DNI_SAMPLE.expected,
    ],
    [
      'the back of a DNI, photographed sideways',
      'identity_back',
      turned(renderDniBack, 90),
      DNI_SAMPLE.expected,
    ],
    [
      'the back of a DNI, upside down',
      'identity_back',
      turned(renderDniBack, 180),
      DNI_SAMPLE.expected,
    ],
    ['the back of a DNI, 3° askew', 'identity_back', turned(renderDniBack, 3), DNI_SAMPLE.expected],
    [
      'the front of a DNI (visual zone)',
      'identity_front',
      renderDniFront,
      { ...DNI_SAMPLE.expected, fullName: 'CARMEN ESPAÑOLA ESPAÑOLA', placeOfBirth: '' },
    ],
    [
      'the front of a DNI 3.0: accented name, EMISIÓN and VALIDEZ on one row',
      'identity_front',
      renderDni3Front,
      ACCENTED_DNI_FRONT_EXPECTED,
    ],
    [
      'the front of a DNI 4.0: number at the top, VÁLIDO HASTA beside IDESP',
      'identity_front',
      renderDni4Front,
      ACCENTED_DNI_FRONT_EXPECTED,
    ],
    [
      'the front of a DNI 3.0 scanned into a PDF whose page is only the image',
      'identity_front',
      async () => renderScannedPdf(await renderDni3Front()),
      ACCENTED_DNI_FRONT_EXPECTED,
    ],
    [
      'the front of a DNI 4.0 scanned on a page of A4 (image-only PDF)',
      'identity_front',
      async () => renderScannedA4(await renderDni4Front()),
      ACCENTED_DNI_FRONT_EXPECTED,
    ],
    [
      'the back of the same DNI (its MRZ, without accents)',
      'identity_back',
      () => renderDniBack(ACCENTED_DNI_SAMPLE),
      ACCENTED_DNI_SAMPLE.expected,
    ],
    [
      'the back of a TIE under its security print',
      'identity_back',
      renderTieBack,
      TIE_BACK_SAMPLE.expected,
    ],
    ['a TIE card with its NIE', 'identity_nie', renderTieCard, TIE_SAMPLE.expected],
    ['a passport', 'identity_id_or_passport', renderPassport, PASSPORT_SAMPLE.expected],
    [
      'a passport, slightly blurred',
      'identity_id_or_passport',
      withBlur(renderPassport),
      PASSPORT_SAMPLE.expected,
    ],
  ])(
    'IdOcr reads %s',
    async (_what, documentType, render, expected) => {
      const documentId = await upload(documentType, await render());
      const { extractedFields } = await customer.rpc.ocr.idOcr({ documentId });
      expect(extractedFields).toMatchObject(expected);
    },
    OCR_TEST_TIMEOUT_MS,
  );

  it.each([
    ['a utility bill', renderUtilityBill],
    ['a utility bill, blurred and 4° askew', turned(withBlur(renderUtilityBill), -4)],
    ['a scanned bill saved as PDF', async () => renderScannedPdf(await renderUtilityBill())],
  ])(
    'PoaOcr reads %s',
    async (_what, render) => {
      const documentId = await upload('proof_of_address', await render());
      const { extractedFields } = await customer.rpc.ocr.poaOcr({ documentId });
      expect(extractedFields).toMatchObject(BILL_ADDRESS);
    },
    OCR_TEST_TIMEOUT_MS,
  );

  it(
    'PoaOcr reads the floor and door of an address (4º 2ª), whose ordinal signs OCR reads as digits',
    async () => {
      const documentId = await upload('proof_of_address', await renderFlatBill());
      const { extractedFields } = await customer.rpc.ocr.poaOcr({ documentId });
      expect(extractedFields).toMatchObject(FLAT_BILL_ADDRESS);
    },
    OCR_TEST_TIMEOUT_MS,
  );

  it.each([
    ['a bank certificate', renderBankCertificate],
    ['a bank certificate, photographed sideways', turned(renderBankCertificate, 270)],
  ])(
    'IbanOcr reads %s',
    async (_what, render) => {
      const documentId = await upload('iban', await render());
      expect(await customer.rpc.ocr.ibanOcr({ documentId })).toMatchObject({ iban: BANK_IBAN });
    },
    OCR_TEST_TIMEOUT_MS,
  );
});
