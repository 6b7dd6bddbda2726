import {
  buildRegistroAnulacion,
  buildRegistroAlta,
  formatVerifactuTimestamp,
  type Factura,
  type FacturaTotals,
  type RegistroAlta,
  type VerifactuRecord,
} from '@foundly/domain';
import type { AppContext } from '../../app-context.js';
import type { Transaction } from '../../db/client.js';
import { appendRecord, lockChain } from './verifactu.repository.js';

/**
 * Writes the registration record of a factura being issued, in the issuing
 * transaction: the issuer's chain is locked (two instances issuing at once
 * chain one after the other), the record is built by the domain, linked to
 * the last one and sealed with its fingerprint, then appended with its
 * submission pending. If the transaction fails, neither the number nor the
 * record remains, and the chain is as it was.
 */
export async function appendRegistroAlta(
  tx: Transaction,
  app: AppContext,
  input: {
    accountId: string;
    documentId: string;
    factura: Factura;
    number: string;
    totals: FacturaTotals;
  },
) {
  const issuerNif = input.factura.issuer.nif;
  const chain = await lockChain(tx, issuerNif);
  const now = app.clock.now();
  const record = buildRegistroAlta({
    factura: input.factura,
    number: input.number,
    totals: input.totals,
    previous: chain.last?.record as unknown as VerifactuRecord | undefined,
    generatedAt: formatVerifactuTimestamp(now),
  });
  await appendRecord(tx, {
    id: crypto.randomUUID(),
    issuerNif,
    issuerName: input.factura.issuer.name,
    position: chain.lastPosition + 1,
    accountId: input.accountId,
    documentId: input.documentId,
    recordType: 'ALTA',
    invoiceNumber: input.number,
    huella: record.Huella,
    record: record as unknown as Record<string, unknown>,
    createdAt: now,
  });
  return record;
}

/**
 * Writes the cancellation record of a factura issued by mistake, in the
 * cancelling transaction, chained the same way: the invoice named as its
 * registration record named it.
 */
export async function appendRegistroAnulacion(
  tx: Transaction,
  app: AppContext,
  input: {
    accountId: string;
    documentId: string;
    alta: RegistroAlta;
  },
) {
  const issuerNif = input.alta.IDFactura.IDEmisorFactura;
  const chain = await lockChain(tx, issuerNif);
  const now = app.clock.now();
  const [day, month, year] = input.alta.IDFactura.FechaExpedicionFactura.split('-');
  const record = buildRegistroAnulacion({
    issuerNif,
    number: input.alta.IDFactura.NumSerieFactura,
    issueDate: `${year}-${month}-${day}`,
    previous: chain.last?.record as unknown as VerifactuRecord | undefined,
    generatedAt: formatVerifactuTimestamp(now),
  });
  await appendRecord(tx, {
    id: crypto.randomUUID(),
    issuerNif,
    issuerName: input.alta.NombreRazonEmisor,
    position: chain.lastPosition + 1,
    accountId: input.accountId,
    documentId: input.documentId,
    recordType: 'ANULACION',
    invoiceNumber: input.alta.IDFactura.NumSerieFactura,
    huella: record.Huella,
    record: record as unknown as Record<string, unknown>,
    createdAt: now,
  });
  return record;
}
