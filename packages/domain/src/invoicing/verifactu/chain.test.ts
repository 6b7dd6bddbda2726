import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeFacturaTotals } from '../spain/factura-totals.js';
import { makeFactura } from '../spain/test-factura.js';
import { findFirstChainBreak } from './chain.js';
import {
  buildRegistroAlta,
  buildRegistroAnulacion,
  isRegistroAnulacion,
  type RegistroAlta,
  type VerifactuRecord,
} from './records.js';

/** The moment of the n-th record: one second after the one before. */
const momentOf = (n: number) =>
  `2026-03-10T10:${String(Math.floor(n / 60)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}+01:00`;

/** 100 records: invoices of growing amounts, each tenth invoice cancelled right after it. */
function buildChain(): VerifactuRecord[] {
  const records: VerifactuRecord[] = [];
  const line = makeFactura().lineItems[0]!;
  for (let sequence = 1; records.length < 100; sequence++) {
    const factura = makeFactura({
      lineItems: [{ ...line, unitPrice: BigInt(100 + sequence * 37) }],
    });
    const invoice = buildRegistroAlta({
      factura,
      number: `F-2026-${String(sequence).padStart(4, '0')}`,
      totals: computeFacturaTotals(factura),
      previous: records.at(-1),
      generatedAt: momentOf(records.length),
    });
    records.push(invoice);
    if (sequence % 10 === 0 && records.length < 100) {
      records.push(
        buildRegistroAnulacion({
          issuerNif: factura.issuer.nif,
          number: invoice.IDFactura.NumSerieFactura,
          issueDate: factura.issueDate,
          previous: invoice,
          generatedAt: momentOf(records.length),
        }),
      );
    }
  }
  return records;
}

/** The fingerprint recomputed from scratch, with Node's own SHA-256, from the record's fields. */
function recompute(record: VerifactuRecord, previousHuella: string): string {
  const text = isRegistroAnulacion(record)
    ? `IDEmisorFacturaAnulada=${record.IDFactura.IDEmisorFacturaAnulada}&NumSerieFacturaAnulada=${record.IDFactura.NumSerieFacturaAnulada}&FechaExpedicionFacturaAnulada=${record.IDFactura.FechaExpedicionFacturaAnulada}&Huella=${previousHuella}&FechaHoraHusoGenRegistro=${record.FechaHoraHusoGenRegistro}`
    : `IDEmisorFactura=${record.IDFactura.IDEmisorFactura}&NumSerieFactura=${record.IDFactura.NumSerieFactura}&FechaExpedicionFactura=${record.IDFactura.FechaExpedicionFactura}&TipoFactura=${record.TipoFactura}&CuotaTotal=${record.CuotaTotal}&ImporteTotal=${record.ImporteTotal}&Huella=${previousHuella}&FechaHoraHusoGenRegistro=${record.FechaHoraHusoGenRegistro}`;
  return createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase();
}

describe('a chain of 100 records', () => {
  const chain = buildChain();

  it('every fingerprint is the SHA-256 of its fields and of the one before, recomputed from scratch', () => {
    let previousHuella = '';
    for (const record of chain) {
      expect(record.Huella).toBe(recompute(record, previousHuella));
      previousHuella = record.Huella;
    }
    expect(chain.filter(isRegistroAnulacion)).toHaveLength(9);
  });

  it('is intact', () => {
    expect(findFirstChainBreak(chain)).toBeUndefined();
    expect(findFirstChainBreak([])).toBeUndefined();
  });

  it('an amount altered in record 37 breaks it there', () => {
    const altered = chain.map((record, index) =>
      index === 37 ? { ...(record as RegistroAlta), ImporteTotal: '1.00' } : record,
    );
    expect(findFirstChainBreak(altered)).toEqual({ index: 37, reason: 'huella' });
  });

  it('a record altered and sealed again breaks the link of the next one', () => {
    const resealed = buildRegistroAlta({
      factura: makeFactura(),
      number: (chain[37] as RegistroAlta).IDFactura.NumSerieFactura,
      totals: computeFacturaTotals(makeFactura()),
      previous: chain[36],
      generatedAt: chain[37]!.FechaHoraHusoGenRegistro,
    });
    const altered = chain.map((record, index) => (index === 37 ? resealed : record));
    expect(findFirstChainBreak(altered)).toEqual({ index: 38, reason: 'previous_record' });
  });

  it('a record removed breaks the chain where it was', () => {
    expect(findFirstChainBreak([...chain.slice(0, 50), ...chain.slice(51)])).toEqual({
      index: 50,
      reason: 'previous_record',
    });
  });

  it('two records swapped break it at the first of them', () => {
    const swapped = [...chain];
    [swapped[20], swapped[21]] = [swapped[21]!, swapped[20]!];
    expect(findFirstChainBreak(swapped)).toEqual({ index: 20, reason: 'previous_record' });
  });

  it('a chain that starts with a linked record, or a record later claiming to be first, is broken', () => {
    expect(findFirstChainBreak(chain.slice(1))).toEqual({ index: 0, reason: 'first_record' });
    const restarted = chain.map((record, index) =>
      index === 5 ? { ...record, Encadenamiento: { PrimerRegistro: 'S' as const } } : record,
    );
    expect(findFirstChainBreak(restarted)).toEqual({ index: 5, reason: 'first_record' });
  });

  it('a record made before the one before it is out of order', () => {
    const first = chain[0] as RegistroAlta;
    const earlier = buildRegistroAlta({
      factura: makeFactura(),
      number: 'F-2026-0099',
      totals: computeFacturaTotals(makeFactura()),
      previous: first,
      generatedAt: '2026-03-10T09:59:59+01:00',
    });
    expect(findFirstChainBreak([first, earlier])).toEqual({ index: 1, reason: 'time_order' });
  });
});
