import { create } from '@bufbuild/protobuf';
import {
  getVerifactuQrUrl,
  isRegistroAnulacion,
  type RegistroAlta,
  type VerifactuRecord,
} from '@foundly/domain';
import {
  VerifactuStateSchema,
  VerifactuSubmissionStatus,
  type VerifactuState,
} from '@foundly/proto';
import type { VerifactuRecordRow, VerifactuSubmissionRow } from './verifactu.repository.js';

/** "12-03-2026" as the records write dates, back to 2026-03-12. */
function fromRecordDate(date: string): string {
  const [day, month, year] = date.split('-');
  return `${year}-${month}-${day}`;
}

type RecordWithSubmission = { record: VerifactuRecordRow; submission: VerifactuSubmissionRow };

/**
 * A factura's Veri*Factu state as the contract gives it, from its records in
 * chain order: the fingerprint of its registration record and the QR code's
 * address (from the record itself: issuer NIF, number, date, ImporteTotal);
 * where the AEAT has the latest record; cancelled once a cancellation
 * record follows.
 */
export function toVerifactuState(
  rows: readonly RecordWithSubmission[],
  environment: 'test' | 'production',
): VerifactuState | undefined {
  const alta = rows.find(
    (row) => !isRegistroAnulacion(row.record.record as unknown as VerifactuRecord),
  );
  const latest = rows.at(-1);
  if (!alta || !latest) return undefined;
  const record = alta.record.record as unknown as RegistroAlta;
  const cents = BigInt(record.ImporteTotal.replace('.', ''));
  return create(VerifactuStateSchema, {
    huella: record.Huella,
    qrUrl: getVerifactuQrUrl({
      environment,
      issuerNif: record.IDFactura.IDEmisorFactura,
      number: record.IDFactura.NumSerieFactura,
      issueDate: fromRecordDate(record.IDFactura.FechaExpedicionFactura),
      totalAmount: cents,
    }),
    status: VerifactuSubmissionStatus[latest.submission.status],
    errorCode: latest.submission.errorCode ?? '',
    errorDescription: latest.submission.errorDescription ?? '',
    cancelled: latest !== alta,
  });
}
