import { CommercialDocumentKind } from '@foundly/proto';
import { RATE_DECIMALS } from '../document-totals.js';
import { toScaledInteger } from '../scaled-number.js';
import type { Factura } from '../spain/factura.js';
import type { FacturaTotals } from '../spain/factura-totals.js';
import type { IvaExemption } from '../spain/iva-rates.js';
import { computeHuella, getAltaHuellaInput, getAnulacionHuellaInput } from './huella.js';
import {
  formatVerifactuAmount,
  formatVerifactuDate,
  formatVerifactuRate,
} from './record-format.js';

/**
 * The kinds of invoice a record declares (Orden HAC/1177/2024, list L2): F1
 * complete invoice, F2 simplified, F3 complete invoice replacing simplified
 * ones, R1–R4 rectificativas by the ground of correction (R1 an error in law
 * or the cases of Ley 37/1992 art. 80.Uno, Dos and Seis; R4 any other), R5 the
 * rectificativa of a simplified invoice.
 */
export type TipoFactura = 'F1' | 'F2' | 'F3' | 'R1' | 'R2' | 'R3' | 'R4' | 'R5';

/** An invoice as the records name it: its issuer's NIF, its number and its date (dd-mm-aaaa). */
export interface RecordInvoiceId {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
}

/** The link to the record before: none for the first record of the chain. */
export type Encadenamiento =
  { PrimerRegistro: 'S' } | { RegistroAnterior: RecordInvoiceId & { Huella: string } };

/** The recipient: by NIF when in Spain, else by its country and tax number (IDType 02, NIF-IVA). */
export type RecordRecipient =
  | { NombreRazon: string; NIF: string }
  | { NombreRazon: string; IDOtro: { CodigoPais: string; IDType: '02'; ID: string } };

/** One rate of the IVA breakdown (Desglose), or the exempt base. */
export interface DetalleDesglose {
  /** 01: IVA. */
  Impuesto: '01';
  /** 01: the general regime. */
  ClaveRegimen: '01';
  /** S1: subject and not exempt; absent on an exempt line, which has OperacionExenta. */
  CalificacionOperacion?: 'S1';
  OperacionExenta?: IvaExemption;
  TipoImpositivo?: string;
  BaseImponibleOimporteNoSujeto: string;
  CuotaRepercutida?: string;
}

/** A registration record (RegistroAlta): one per invoice issued. */
export interface RegistroAlta {
  IDVersion: '1.0';
  IDFactura: RecordInvoiceId;
  NombreRazonEmisor: string;
  TipoFactura: TipoFactura;
  /** I: the rectificativa shows the differences (por diferencias). */
  TipoRectificativa?: 'I';
  FacturasRectificadas?: RecordInvoiceId[];
  FechaOperacion?: string;
  DescripcionOperacion: string;
  /** S: a simplified invoice that names no recipient. */
  FacturaSinIdentifDestinatarioArt61d?: 'S';
  Destinatarios?: RecordRecipient[];
  Desglose: DetalleDesglose[];
  CuotaTotal: string;
  /** Base + IVA: the IRPF withheld is not taken off. */
  ImporteTotal: string;
  Encadenamiento: Encadenamiento;
  FechaHoraHusoGenRegistro: string;
  /** 01: SHA-256. */
  TipoHuella: '01';
  Huella: string;
}

/** A cancellation record (RegistroAnulacion): an invoice issued by mistake, as if never issued. */
export interface RegistroAnulacion {
  IDVersion: '1.0';
  IDFactura: {
    IDEmisorFacturaAnulada: string;
    NumSerieFacturaAnulada: string;
    FechaExpedicionFacturaAnulada: string;
  };
  Encadenamiento: Encadenamiento;
  FechaHoraHusoGenRegistro: string;
  TipoHuella: '01';
  Huella: string;
}

export type VerifactuRecord = RegistroAlta | RegistroAnulacion;

/** The description of the operation holds 500 characters at most. */
const DESCRIPTION_MAX_LENGTH = 500;

/** Whether a record is a cancellation. */
export function isRegistroAnulacion(record: VerifactuRecord): record is RegistroAnulacion {
  return 'IDEmisorFacturaAnulada' in record.IDFactura;
}

/** The invoice a record is about, under the names the next record's link uses. */
export function getRecordInvoiceId(record: VerifactuRecord): RecordInvoiceId {
  if (isRegistroAnulacion(record)) {
    return {
      IDEmisorFactura: record.IDFactura.IDEmisorFacturaAnulada,
      NumSerieFactura: record.IDFactura.NumSerieFacturaAnulada,
      FechaExpedicionFactura: record.IDFactura.FechaExpedicionFacturaAnulada,
    };
  }
  return record.IDFactura;
}

/** The text a record's fingerprint is computed over, from the record itself. */
export function getRecordHuellaInput(record: VerifactuRecord): string {
  const previousHuella =
    'RegistroAnterior' in record.Encadenamiento
      ? record.Encadenamiento.RegistroAnterior.Huella
      : '';
  if (isRegistroAnulacion(record)) {
    return getAnulacionHuellaInput({
      ...record.IDFactura,
      Huella: previousHuella,
      FechaHoraHusoGenRegistro: record.FechaHoraHusoGenRegistro,
    });
  }
  return getAltaHuellaInput({
    ...record.IDFactura,
    TipoFactura: record.TipoFactura,
    CuotaTotal: record.CuotaTotal,
    ImporteTotal: record.ImporteTotal,
    Huella: previousHuella,
    FechaHoraHusoGenRegistro: record.FechaHoraHusoGenRegistro,
  });
}

function getEncadenamiento(previous: VerifactuRecord | undefined): Encadenamiento {
  if (!previous) return { PrimerRegistro: 'S' };
  return { RegistroAnterior: { ...getRecordInvoiceId(previous), Huella: previous.Huella } };
}

/**
 * The type of an invoice: F1 or F2; a rectificativa R5 when it corrects a
 * simplified invoice, else R1, the type of a later discount, a return or an
 * operation called off (Ley 37/1992 art. 80.Uno and Dos) and of an error in
 * law, which is what an autónomo's rectificativa usually corrects.
 */
export function getTipoFactura(factura: Factura): TipoFactura {
  if (factura.kind === CommercialDocumentKind.CREDIT_NOTE) {
    return factura.rectified?.simplified ? 'R5' : 'R1';
  }
  return factura.simplified ? 'F2' : 'F1';
}

function getRecipients(factura: Factura): RecordRecipient[] | undefined {
  const recipient = factura.recipient;
  if (!recipient?.nif.trim()) return undefined;
  const country = recipient.address?.countryCode ?? 'ES';
  if (country === 'ES') return [{ NombreRazon: recipient.name, NIF: recipient.nif }];
  return [
    {
      NombreRazon: recipient.name,
      IDOtro: { CodigoPais: country, IDType: '02', ID: recipient.nif },
    },
  ];
}

function getDesglose(factura: Factura, totals: FacturaTotals): DetalleDesglose[] {
  return totals.taxBreakdown.map((entry) => {
    const base = formatVerifactuAmount(entry.netAmount);
    if (toScaledInteger(entry.rate, RATE_DECIMALS) === 0n) {
      return {
        Impuesto: '01',
        ClaveRegimen: '01',
        OperacionExenta: factura.exemption ?? 'E6',
        BaseImponibleOimporteNoSujeto: base,
      };
    }
    return {
      Impuesto: '01',
      ClaveRegimen: '01',
      CalificacionOperacion: 'S1',
      TipoImpositivo: formatVerifactuRate(entry.rate),
      BaseImponibleOimporteNoSujeto: base,
      CuotaRepercutida: formatVerifactuAmount(entry.taxAmount),
    };
  });
}

/**
 * The registration record of an issued invoice (Real Decreto 1007/2023 art.
 * 10; its fields as Orden HAC/1177/2024 and the AEAT's record description
 * give them), linked to the `previous` record of the same issuer and sealed
 * with its fingerprint. `generatedAt` is the moment the record is made, with
 * its offset (`formatVerifactuTimestamp`).
 */
export function buildRegistroAlta(input: {
  factura: Factura;
  number: string;
  totals: FacturaTotals;
  previous: VerifactuRecord | undefined;
  generatedAt: string;
}): RegistroAlta {
  const { factura, totals } = input;
  const recipients = getRecipients(factura);
  const record: Omit<RegistroAlta, 'Huella'> = {
    IDVersion: '1.0',
    IDFactura: {
      IDEmisorFactura: factura.issuer.nif,
      NumSerieFactura: input.number,
      FechaExpedicionFactura: formatVerifactuDate(factura.issueDate),
    },
    NombreRazonEmisor: factura.issuer.name,
    TipoFactura: getTipoFactura(factura),
    ...(factura.kind === CommercialDocumentKind.CREDIT_NOTE && factura.rectified
      ? {
          TipoRectificativa: 'I' as const,
          FacturasRectificadas: [
            {
              IDEmisorFactura: factura.issuer.nif,
              NumSerieFactura: factura.rectified.number,
              FechaExpedicionFactura: formatVerifactuDate(factura.rectified.issueDate),
            },
          ],
        }
      : {}),
    ...(factura.operationDate && factura.operationDate !== factura.issueDate
      ? { FechaOperacion: formatVerifactuDate(factura.operationDate) }
      : {}),
    DescripcionOperacion: factura.lineItems
      .map((line) => line.description.trim())
      .join('; ')
      .slice(0, DESCRIPTION_MAX_LENGTH),
    ...(recipients
      ? { Destinatarios: recipients }
      : factura.simplified
        ? { FacturaSinIdentifDestinatarioArt61d: 'S' as const }
        : {}),
    Desglose: getDesglose(factura, totals),
    CuotaTotal: formatVerifactuAmount(totals.totalTaxAmount),
    ImporteTotal: formatVerifactuAmount(totals.totalAmount),
    Encadenamiento: getEncadenamiento(input.previous),
    FechaHoraHusoGenRegistro: input.generatedAt,
    TipoHuella: '01',
  };
  return { ...record, Huella: computeHuella(getRecordHuellaInput({ ...record, Huella: '' })) };
}

/**
 * The cancellation record of an invoice issued by mistake (Real Decreto
 * 1007/2023 art. 10; an invoice to correct takes a rectificativa instead),
 * linked to the `previous` record and sealed with its fingerprint.
 */
export function buildRegistroAnulacion(input: {
  issuerNif: string;
  number: string;
  issueDate: string;
  previous: VerifactuRecord | undefined;
  generatedAt: string;
}): RegistroAnulacion {
  const record: Omit<RegistroAnulacion, 'Huella'> = {
    IDVersion: '1.0',
    IDFactura: {
      IDEmisorFacturaAnulada: input.issuerNif,
      NumSerieFacturaAnulada: input.number,
      FechaExpedicionFacturaAnulada: formatVerifactuDate(input.issueDate),
    },
    Encadenamiento: getEncadenamiento(input.previous),
    FechaHoraHusoGenRegistro: input.generatedAt,
    TipoHuella: '01',
  };
  return { ...record, Huella: computeHuella(getRecordHuellaInput({ ...record, Huella: '' })) };
}
