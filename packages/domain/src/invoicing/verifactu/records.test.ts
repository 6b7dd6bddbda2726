import { CommercialDocumentKind } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { computeFacturaTotals } from '../spain/factura-totals.js';
import { makeFactura } from '../spain/test-factura.js';
import {
  buildRegistroAlta,
  buildRegistroAnulacion,
  getRecordHuellaInput,
  getTipoFactura,
  type RegistroAlta,
} from './records.js';

const GENERATED_AT = '2026-03-10T10:00:00+01:00';

function build(factura = makeFactura(), previous?: RegistroAlta) {
  return buildRegistroAlta({
    factura,
    number: 'F-2026-0001',
    totals: computeFacturaTotals(factura),
    previous,
    generatedAt: GENERATED_AT,
  });
}

describe('buildRegistroAlta', () => {
  it('the first record of a complete invoice: its identity, amounts and breakdown', () => {
    const record = build();
    expect(record).toMatchObject({
      IDVersion: '1.0',
      IDFactura: {
        IDEmisorFactura: '12345678Z',
        NumSerieFactura: 'F-2026-0001',
        FechaExpedicionFactura: '10-03-2026',
      },
      NombreRazonEmisor: 'Lucía García López',
      TipoFactura: 'F1',
      DescripcionOperacion: 'Diseño web',
      Destinatarios: [{ NombreRazon: 'Cliente SL', NIF: 'B12345674' }],
      Desglose: [
        {
          Impuesto: '01',
          ClaveRegimen: '01',
          CalificacionOperacion: 'S1',
          TipoImpositivo: '21.00',
          BaseImponibleOimporteNoSujeto: '1000.00',
          CuotaRepercutida: '210.00',
        },
      ],
      CuotaTotal: '210.00',
      ImporteTotal: '1210.00',
      Encadenamiento: { PrimerRegistro: 'S' },
      FechaHoraHusoGenRegistro: GENERATED_AT,
      TipoHuella: '01',
    });
    expect(record.Huella).toMatch(/^[0-9A-F]{64}$/);
  });

  it('ImporteTotal is base + IVA: the 150 € of IRPF withheld are not taken off', () => {
    expect(build().ImporteTotal).toBe('1210.00');
  });

  it('the second record links to the first by its identity and fingerprint', () => {
    const first = build();
    const second = buildRegistroAlta({
      factura: makeFactura({ issueDate: '2026-03-11' }),
      number: 'F-2026-0002',
      totals: computeFacturaTotals(makeFactura()),
      previous: first,
      generatedAt: '2026-03-11T09:00:00+01:00',
    });
    expect(second.Encadenamiento).toEqual({
      RegistroAnterior: {
        IDEmisorFactura: '12345678Z',
        NumSerieFactura: 'F-2026-0001',
        FechaExpedicionFactura: '10-03-2026',
        Huella: first.Huella,
      },
    });
    expect(getRecordHuellaInput(second)).toContain(`&Huella=${first.Huella}&`);
  });

  it('an exempt line is declared with its exemption, without rate or tax', () => {
    const line = makeFactura().lineItems[0]!;
    const record = build(makeFactura({ lineItems: [{ ...line, taxRate: 0 }], exemption: 'E1' }));
    expect(record.Desglose).toEqual([
      {
        Impuesto: '01',
        ClaveRegimen: '01',
        OperacionExenta: 'E1',
        BaseImponibleOimporteNoSujeto: '1000.00',
      },
    ]);
    expect(record.CuotaTotal).toBe('0.00');
  });

  it('a simplified invoice without recipient is F2 and says it names none', () => {
    const record = build(makeFactura({ simplified: true, recipient: undefined }));
    expect(record.TipoFactura).toBe('F2');
    expect(record.FacturaSinIdentifDestinatarioArt61d).toBe('S');
    expect(record.Destinatarios).toBeUndefined();
  });

  it('a recipient abroad is named by country and tax number', () => {
    const recipient = {
      ...makeFactura().recipient!,
      nif: 'FR44732829320',
      address: { countryCode: 'FR' },
    };
    expect(build(makeFactura({ recipient })).Destinatarios).toEqual([
      {
        NombreRazon: 'Cliente SL',
        IDOtro: { CodigoPais: 'FR', IDType: '02', ID: 'FR44732829320' },
      },
    ]);
  });

  it('a rectificativa names the invoice it corrects, by differences, with negative amounts', () => {
    const line = makeFactura().lineItems[0]!;
    const record = build(
      makeFactura({
        kind: CommercialDocumentKind.CREDIT_NOTE,
        lineItems: [{ ...line, quantity: -1 }],
        rectified: { number: 'F-2026-0001', issueDate: '2026-02-01', simplified: false },
      }),
    );
    expect(record).toMatchObject({
      TipoFactura: 'R1',
      TipoRectificativa: 'I',
      FacturasRectificadas: [
        {
          IDEmisorFactura: '12345678Z',
          NumSerieFactura: 'F-2026-0001',
          FechaExpedicionFactura: '01-02-2026',
        },
      ],
      CuotaTotal: '-210.00',
      ImporteTotal: '-1210.00',
    });
  });

  it('an operation date other than the issue date is declared', () => {
    expect(build(makeFactura({ operationDate: '2026-02-28' })).FechaOperacion).toBe('28-02-2026');
    expect(build(makeFactura({ operationDate: '2026-03-10' })).FechaOperacion).toBeUndefined();
  });

  it('the description is cut at 500 characters', () => {
    const line = makeFactura().lineItems[0]!;
    const record = build(makeFactura({ lineItems: [{ ...line, description: 'x'.repeat(600) }] }));
    expect(record.DescripcionOperacion).toHaveLength(500);
  });
});

describe('getTipoFactura', () => {
  it.each([
    ['a complete invoice', {}, 'F1'],
    ['a simplified invoice', { simplified: true }, 'F2'],
    [
      'a rectificativa of a complete invoice',
      {
        kind: CommercialDocumentKind.CREDIT_NOTE,
        rectified: { number: 'F-1', issueDate: '2026-01-01', simplified: false },
      },
      'R1',
    ],
    [
      'a rectificativa of a simplified invoice',
      {
        kind: CommercialDocumentKind.CREDIT_NOTE,
        rectified: { number: 'FS-1', issueDate: '2026-01-01', simplified: true },
      },
      'R5',
    ],
  ])('%s is %s', (_what, overrides, type) => {
    expect(getTipoFactura(makeFactura(overrides))).toBe(type);
  });
});

describe('buildRegistroAnulacion', () => {
  it('cancels an invoice by its identity and links to the record before', () => {
    const first = build();
    const cancellation = buildRegistroAnulacion({
      issuerNif: '12345678Z',
      number: 'F-2026-0001',
      issueDate: '2026-03-10',
      previous: first,
      generatedAt: '2026-03-10T11:00:00+01:00',
    });
    expect(cancellation).toMatchObject({
      IDFactura: {
        IDEmisorFacturaAnulada: '12345678Z',
        NumSerieFacturaAnulada: 'F-2026-0001',
        FechaExpedicionFacturaAnulada: '10-03-2026',
      },
      Encadenamiento: {
        RegistroAnterior: { NumSerieFactura: 'F-2026-0001', Huella: first.Huella },
      },
    });
    expect(getRecordHuellaInput(cancellation)).toBe(
      `IDEmisorFacturaAnulada=12345678Z&NumSerieFacturaAnulada=F-2026-0001&FechaExpedicionFacturaAnulada=10-03-2026&Huella=${first.Huella}&FechaHoraHusoGenRegistro=2026-03-10T11:00:00+01:00`,
    );
  });
});
