import { XMLBuilder } from 'fast-xml-parser';
import {
  isRegistroAnulacion,
  type RecordInvoiceId,
  type RegistroAlta,
  type RegistroAnulacion,
  type VerifactuRecord,
} from '@foundly/domain';
import type { VerifactuIssuer } from './verifactu-submitter.js';

const NAMESPACES = {
  soapenv: 'http://schemas.xmlsoap.org/soap/envelope/',
  sum: 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd',
  sum1: 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd',
};

/**
 * The invoicing software as each record declares it (SistemaInformatico): its
 * producer, name, id and version, and that it is used as a Veri*Factu system
 * only, for several taxpayers (Orden HAC/1177/2024 art. 6; the AEAT's
 * "Diseño de registro" of RegFactuSistemaFacturacion).
 */
export interface InvoicingSoftware {
  producerName: string;
  producerNif: string;
  name: string;
  /** Two characters. */
  id: string;
  version: string;
  installationNumber: string;
}

type Node = Record<string, unknown>;

const s1 = (name: string) => `sum1:${name}`;

function invoiceId(id: RecordInvoiceId): Node {
  return {
    [s1('IDEmisorFactura')]: id.IDEmisorFactura,
    [s1('NumSerieFactura')]: id.NumSerieFactura,
    [s1('FechaExpedicionFactura')]: id.FechaExpedicionFactura,
  };
}

function chainNode(record: VerifactuRecord): Node {
  const link = record.Encadenamiento;
  if ('PrimerRegistro' in link) return { [s1('PrimerRegistro')]: 'S' };
  return {
    [s1('RegistroAnterior')]: {
      ...invoiceId(link.RegistroAnterior),
      [s1('Huella')]: link.RegistroAnterior.Huella,
    },
  };
}

function softwareNode(software: InvoicingSoftware): Node {
  return {
    [s1('NombreRazon')]: software.producerName,
    [s1('NIF')]: software.producerNif,
    [s1('NombreSistemaInformatico')]: software.name,
    [s1('IdSistemaInformatico')]: software.id,
    [s1('Version')]: software.version,
    [s1('NumeroInstalacion')]: software.installationNumber,
    [s1('TipoUsoPosibleSoloVerifactu')]: 'S',
    [s1('TipoUsoPosibleMultiOT')]: 'S',
    [s1('IndicadorMultiplesOT')]: 'S',
  };
}

/** Only the fields that are set, in the order given (the XSD's sequence). */
function present(entries: [string, unknown][]): Node {
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

function altaNode(record: RegistroAlta, software: InvoicingSoftware): Node {
  return present([
    [s1('IDVersion'), record.IDVersion],
    [s1('IDFactura'), invoiceId(record.IDFactura)],
    [s1('NombreRazonEmisor'), record.NombreRazonEmisor],
    [s1('TipoFactura'), record.TipoFactura],
    [s1('TipoRectificativa'), record.TipoRectificativa],
    [
      s1('FacturasRectificadas'),
      record.FacturasRectificadas && {
        [s1('IDFacturaRectificada')]: record.FacturasRectificadas.map(invoiceId),
      },
    ],
    [s1('FechaOperacion'), record.FechaOperacion],
    [s1('DescripcionOperacion'), record.DescripcionOperacion],
    [s1('FacturaSinIdentifDestinatarioArt61d'), record.FacturaSinIdentifDestinatarioArt61d],
    [
      s1('Destinatarios'),
      record.Destinatarios && {
        [s1('IDDestinatario')]: record.Destinatarios.map((recipient) =>
          'NIF' in recipient
            ? { [s1('NombreRazon')]: recipient.NombreRazon, [s1('NIF')]: recipient.NIF }
            : {
                [s1('NombreRazon')]: recipient.NombreRazon,
                [s1('IDOtro')]: {
                  [s1('CodigoPais')]: recipient.IDOtro.CodigoPais,
                  [s1('IDType')]: recipient.IDOtro.IDType,
                  [s1('ID')]: recipient.IDOtro.ID,
                },
              },
        ),
      },
    ],
    [
      s1('Desglose'),
      {
        [s1('DetalleDesglose')]: record.Desglose.map((detail) =>
          present([
            [s1('Impuesto'), detail.Impuesto],
            [s1('ClaveRegimen'), detail.ClaveRegimen],
            [s1('CalificacionOperacion'), detail.CalificacionOperacion],
            [s1('OperacionExenta'), detail.OperacionExenta],
            [s1('TipoImpositivo'), detail.TipoImpositivo],
            [s1('BaseImponibleOimporteNoSujeto'), detail.BaseImponibleOimporteNoSujeto],
            [s1('CuotaRepercutida'), detail.CuotaRepercutida],
          ]),
        ),
      },
    ],
    [s1('CuotaTotal'), record.CuotaTotal],
    [s1('ImporteTotal'), record.ImporteTotal],
    [s1('Encadenamiento'), chainNode(record)],
    [s1('SistemaInformatico'), softwareNode(software)],
    [s1('FechaHoraHusoGenRegistro'), record.FechaHoraHusoGenRegistro],
    [s1('TipoHuella'), record.TipoHuella],
    [s1('Huella'), record.Huella],
  ]);
}

function anulacionNode(record: RegistroAnulacion, software: InvoicingSoftware): Node {
  return {
    [s1('IDVersion')]: record.IDVersion,
    [s1('IDFactura')]: {
      [s1('IDEmisorFacturaAnulada')]: record.IDFactura.IDEmisorFacturaAnulada,
      [s1('NumSerieFacturaAnulada')]: record.IDFactura.NumSerieFacturaAnulada,
      [s1('FechaExpedicionFacturaAnulada')]: record.IDFactura.FechaExpedicionFacturaAnulada,
    },
    [s1('Encadenamiento')]: chainNode(record),
    [s1('SistemaInformatico')]: softwareNode(software),
    [s1('FechaHoraHusoGenRegistro')]: record.FechaHoraHusoGenRegistro,
    [s1('TipoHuella')]: record.TipoHuella,
    [s1('Huella')]: record.Huella,
  };
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_' });

/**
 * The SOAP request that registers one record with the AEAT
 * (RegFactuSistemaFacturacion of the SistemaFacturacion WSDL): the header
 * naming the taxpayer who issues (ObligadoEmision), then the record, its
 * fields in the order of SuministroInformacion.xsd.
 */
export function buildRegFactuRequest(input: {
  issuer: VerifactuIssuer;
  record: VerifactuRecord;
  software: InvoicingSoftware;
}): string {
  const { record, software } = input;
  const registro = isRegistroAnulacion(record)
    ? { [s1('RegistroAnulacion')]: anulacionNode(record, software) }
    : { [s1('RegistroAlta')]: altaNode(record, software) };
  const envelope = {
    'soapenv:Envelope': {
      '@_xmlns:soapenv': NAMESPACES.soapenv,
      '@_xmlns:sum': NAMESPACES.sum,
      '@_xmlns:sum1': NAMESPACES.sum1,
      'soapenv:Header': '',
      'soapenv:Body': {
        'sum:RegFactuSistemaFacturacion': {
          'sum:Cabecera': {
            [s1('ObligadoEmision')]: {
              [s1('NombreRazon')]: input.issuer.name,
              [s1('NIF')]: input.issuer.nif,
            },
          },
          'sum:RegistroFactura': registro,
        },
      },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build(envelope) as string}`;
}
