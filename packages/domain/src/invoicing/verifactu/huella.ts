import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The fields of a registration record (registro de alta) its fingerprint is
 * computed from, as the record writes them (dates dd-mm-aaaa, amounts 12.35).
 */
export interface AltaHuellaFields {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
  TipoFactura: string;
  CuotaTotal: string;
  ImporteTotal: string;
  /** The fingerprint of the previous record of the chain; '' for the first one. */
  Huella: string;
  FechaHoraHusoGenRegistro: string;
}

/** The fields of a cancellation record (registro de anulación) its fingerprint is computed from. */
export interface AnulacionHuellaFields {
  IDEmisorFacturaAnulada: string;
  NumSerieFacturaAnulada: string;
  FechaExpedicionFacturaAnulada: string;
  /** The fingerprint of the previous record of the chain; '' for the first one. */
  Huella: string;
  FechaHoraHusoGenRegistro: string;
}

const ALTA_FIELDS: readonly (keyof AltaHuellaFields)[] = [
  'IDEmisorFactura',
  'NumSerieFactura',
  'FechaExpedicionFactura',
  'TipoFactura',
  'CuotaTotal',
  'ImporteTotal',
  'Huella',
  'FechaHoraHusoGenRegistro',
];

const ANULACION_FIELDS: readonly (keyof AnulacionHuellaFields)[] = [
  'IDEmisorFacturaAnulada',
  'NumSerieFacturaAnulada',
  'FechaExpedicionFacturaAnulada',
  'Huella',
  'FechaHoraHusoGenRegistro',
];

/**
 * `name=value` pairs joined by `&`, in the fixed order, each value without
 * its leading and trailing spaces and every field present even when empty
 * (the AEAT's "Detalle de las especificaciones técnicas para generación de la
 * huella o hash de los registros de facturación").
 */
function joinFields<T extends object>(fields: T, names: readonly (keyof T)[]): string {
  return names.map((name) => `${String(name)}=${String(fields[name]).trim()}`).join('&');
}

/** The exact text a registration record's fingerprint is computed over. */
export function getAltaHuellaInput(fields: AltaHuellaFields): string {
  return joinFields(fields, ALTA_FIELDS);
}

/** The exact text a cancellation record's fingerprint is computed over. */
export function getAnulacionHuellaInput(fields: AnulacionHuellaFields): string {
  return joinFields(fields, ANULACION_FIELDS);
}

/**
 * The fingerprint (huella) of a text: SHA-256 of its UTF-8 bytes, 64
 * upper-case hexadecimal characters (TipoHuella 01 of Orden HAC/1177/2024
 * and the AEAT's specification above). Each record's text holds the
 * fingerprint of the record before it, so that changing, removing or
 * inserting a record breaks every later one (Real Decreto 1007/2023 art.
 * 8.2.b, trazabilidad).
 */
export function computeHuella(input: string): string {
  return bytesToHex(sha256(utf8ToBytes(input))).toUpperCase();
}
