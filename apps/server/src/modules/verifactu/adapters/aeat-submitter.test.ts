import { readFileSync } from 'node:fs';
import {
  buildRegistroAlta,
  computeFacturaTotals,
  type Factura,
  type VerifactuRecord,
} from '@foundly/domain';
import { CommercialDocumentKind } from '@foundly/proto';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { AeatVerifactuSubmitter, type SoapTransport } from './aeat-submitter.js';
import { buildRegFactuRequest, type InvoicingSoftware } from './registro-xml.js';
import { VerifactuTransportError } from './verifactu-submitter.js';

const SOFTWARE: InvoicingSoftware = {
  producerName: 'Foundly',
  producerNif: 'B12345674',
  name: 'Foundly',
  id: 'FY',
  version: '1.0',
  installationNumber: '1',
};
const ISSUER = { nif: '12345678Z', name: 'Lucía García López' };

/** Answers written after the AEAT's RespuestaSuministro.xsd and its published examples. */
const answer = (name: string) =>
  readFileSync(new URL(`./aeat-answers/${name}.xml`, import.meta.url), 'utf8');

function record(previous?: VerifactuRecord): VerifactuRecord {
  const factura: Factura = {
    kind: CommercialDocumentKind.INVOICE,
    simplified: false,
    issueDate: '2026-11-26',
    operationDate: '',
    issuer: { nif: ISSUER.nif, name: ISSUER.name },
    recipient: { nif: 'B12345674', name: 'Cliente & Hijos SL', isBusiness: true },
    lineItems: [
      {
        description: 'Consultoría',
        quantity: 2,
        unitPrice: 500_00n,
        discountRate: 0,
        taxRate: 0.21,
      },
    ],
    irpfRate: 0.15,
  };
  return buildRegistroAlta({
    factura,
    number: previous ? 'F-2026-0002' : 'F-2026-0001',
    totals: computeFacturaTotals(factura),
    previous,
    generatedAt: '2026-11-26T10:15:00+01:00',
  });
}

const submitterAnswering = (transport: SoapTransport) =>
  new AeatVerifactuSubmitter(transport, SOFTWARE);

describe('the AEAT Veri*Factu adapter', () => {
  it('builds RegFactuSistemaFacturacion with the record in the order of the schema', () => {
    const first = record();
    const xml = buildRegFactuRequest({ issuer: ISSUER, record: record(first), software: SOFTWARE });
    const parsed = new XMLParser({ removeNSPrefix: true, parseTagValue: false }).parse(xml);
    const body = parsed.Envelope.Body.RegFactuSistemaFacturacion;
    expect(body.Cabecera.ObligadoEmision).toEqual({ NombreRazon: ISSUER.name, NIF: ISSUER.nif });
    const alta = body.RegistroFactura.RegistroAlta;
    expect(Object.keys(alta)).toEqual([
      'IDVersion',
      'IDFactura',
      'NombreRazonEmisor',
      'TipoFactura',
      'DescripcionOperacion',
      'Destinatarios',
      'Desglose',
      'CuotaTotal',
      'ImporteTotal',
      'Encadenamiento',
      'SistemaInformatico',
      'FechaHoraHusoGenRegistro',
      'TipoHuella',
      'Huella',
    ]);
    expect(alta).toMatchObject({
      IDFactura: { NumSerieFactura: 'F-2026-0002', FechaExpedicionFactura: '26-11-2026' },
      Destinatarios: { IDDestinatario: { NombreRazon: 'Cliente & Hijos SL', NIF: 'B12345674' } },
      Desglose: {
        DetalleDesglose: {
          CalificacionOperacion: 'S1',
          TipoImpositivo: '21.00',
          BaseImponibleOimporteNoSujeto: '1000.00',
          CuotaRepercutida: '210.00',
        },
      },
      ImporteTotal: '1210.00',
      Encadenamiento: {
        RegistroAnterior: { NumSerieFactura: 'F-2026-0001', Huella: first.Huella },
      },
      Huella: record(first).Huella,
    });
    expect(xml).toContain('Cliente &amp; Hijos SL');
  });

  it.each([
    ['correcto', { status: 'ACCEPTED', csv: 'A-YDSW8NLFLANWPM' }],
    [
      'aceptado-con-errores',
      { status: 'ACCEPTED_WITH_ERRORS', errorCode: '2000', csv: 'A-YDSW8NLFLANWPM' },
    ],
    ['incorrecto', { status: 'REJECTED', errorCode: '1100', csv: undefined }],
  ])('reads the answer %s', async (name, expected) => {
    let sent = '';
    const submitter = submitterAnswering(async (body) => {
      sent = body;
      return { status: 200, body: answer(name) };
    });
    expect(await submitter.submit({ issuer: ISSUER, record: record() })).toMatchObject(expected);
    expect(sent).toContain('<sum1:NumSerieFactura>F-2026-0001</sum1:NumSerieFactura>');
  });

  it.each([
    ['a SOAP fault', async () => ({ status: 500, body: answer('fault') })],
    [
      'a server error page',
      async () => ({ status: 503, body: '<html>Service Unavailable</html>' }),
    ],
    [
      'no connection',
      async (): Promise<{ status: number; body: string }> => {
        throw new Error('connect ECONNREFUSED');
      },
    ],
  ])('takes %s for a transport error, to retry', async (_what, transport) => {
    await expect(
      submitterAnswering(transport).submit({ issuer: ISSUER, record: record() }),
    ).rejects.toBeInstanceOf(VerifactuTransportError);
  });
});
