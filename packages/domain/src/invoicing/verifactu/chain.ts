import { computeHuella } from './huella.js';
import { getRecordHuellaInput, getRecordInvoiceId, type VerifactuRecord } from './records.js';

/**
 * Where a chain of records breaks first and why:
 * - `huella`: the record's fingerprint is not that of its own fields (it was altered);
 * - `first_record`: the first record names a previous one, or a later one names none;
 * - `previous_record`: the link names another record than the one before it
 *   (a record removed, inserted or moved);
 * - `time_order`: the record was made before the one before it.
 */
export interface ChainBreak {
  index: number;
  reason: 'huella' | 'first_record' | 'previous_record' | 'time_order';
}

function isSameLink(record: VerifactuRecord, previous: VerifactuRecord): boolean {
  if (!('RegistroAnterior' in record.Encadenamiento)) return false;
  const link = record.Encadenamiento.RegistroAnterior;
  const id = getRecordInvoiceId(previous);
  return (
    link.Huella === previous.Huella &&
    link.IDEmisorFactura === id.IDEmisorFactura &&
    link.NumSerieFactura === id.NumSerieFactura &&
    link.FechaExpedicionFactura === id.FechaExpedicionFactura
  );
}

/**
 * The first broken link of an issuer's chain of records, in the order they
 * were made; undefined when every record is intact and linked to the one
 * before (Real Decreto 1007/2023 art. 8: integrity, traceability and
 * unalterability of the records). Each fingerprint is recomputed from the
 * record's own fields, so an altered amount, date or number is found.
 */
export function findFirstChainBreak(records: readonly VerifactuRecord[]): ChainBreak | undefined {
  for (const [index, record] of records.entries()) {
    const previous = index === 0 ? undefined : records[index - 1];
    if (!previous) {
      if (!('PrimerRegistro' in record.Encadenamiento)) return { index, reason: 'first_record' };
    } else if ('PrimerRegistro' in record.Encadenamiento) {
      return { index, reason: 'first_record' };
    } else if (!isSameLink(record, previous)) {
      return { index, reason: 'previous_record' };
    } else if (
      Date.parse(record.FechaHoraHusoGenRegistro) < Date.parse(previous.FechaHoraHusoGenRegistro)
    ) {
      return { index, reason: 'time_order' };
    }
    if (computeHuella(getRecordHuellaInput(record)) !== record.Huella) {
      return { index, reason: 'huella' };
    }
  }
  return undefined;
}
