import { create } from '@bufbuild/protobuf';
import { getVerifactuQrUrl, isRegistroAnulacion, type VerifactuRecord } from '@foundly/domain';
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

/**
 * A factura's Veri*Factu state as the contract gives it: the fingerprint of
 * its registration record, the QR code's address (from the record itself:
 * issuer NIF, number, date, ImporteTotal) and where the AEAT has it.
 */
export function toVerifactuState(
  row: { record: VerifactuRecordRow; submission: VerifactuSubmissionRow },
  environment: 'test' | 'production',
): VerifactuState | undefined {
  const record = row.record.record as unknown as VerifactuRecord;
  if (isRegistroAnulacion(record)) return undefined;
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
    status: VerifactuSubmissionStatus[row.submission.status],
    errorCode: row.submission.errorCode ?? '',
    errorDescription: row.submission.errorDescription ?? '',
  });
}
