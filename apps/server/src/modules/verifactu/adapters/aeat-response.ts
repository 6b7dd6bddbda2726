import { XMLParser } from 'fast-xml-parser';
import { VerifactuTransportError, type VerifactuAnswer } from './verifactu-submitter.js';

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false });

const STATUSES: Record<string, VerifactuAnswer['status']> = {
  Correcto: 'ACCEPTED',
  AceptadoConErrores: 'ACCEPTED_WITH_ERRORS',
  Incorrecto: 'REJECTED',
};

type Node = Record<string, unknown>;
const child = (node: unknown, name: string): unknown =>
  node && typeof node === 'object' ? (node as Node)[name] : undefined;
const text = (value: unknown) =>
  value === undefined || value === null ? undefined : String(value);

/**
 * What the AEAT answered about the one record of a request
 * (RespuestaRegFactuSistemaFacturacion): its EstadoRegistro with its error
 * code and description, and the submission's CSV. A SOAP fault (a request the
 * service could not read, a certificate it refuses) or an answer without the
 * record's line is no answer on the record: a transport error, tried again.
 */
export function parseRegFactuResponse(xml: string): VerifactuAnswer {
  let body: unknown;
  try {
    body = child(child(parser.parse(xml), 'Envelope'), 'Body');
  } catch (error) {
    throw new VerifactuTransportError(`Unreadable AEAT answer: ${String(error)}`);
  }
  const fault = child(body, 'Fault');
  if (fault) {
    throw new VerifactuTransportError(
      `AEAT fault ${text(child(fault, 'faultcode')) ?? ''}: ${text(child(fault, 'faultstring')) ?? ''}`,
    );
  }
  const response = child(body, 'RespuestaRegFactuSistemaFacturacion');
  const rawLine = child(response, 'RespuestaLinea');
  const line = Array.isArray(rawLine) ? rawLine[0] : rawLine;
  const status = STATUSES[text(child(line, 'EstadoRegistro')) ?? ''];
  if (!status) throw new VerifactuTransportError('AEAT answer without the record’s status');
  return {
    status,
    csv: text(child(response, 'CSV')),
    errorCode: text(child(line, 'CodigoErrorRegistro')),
    errorDescription: text(child(line, 'DescripcionErrorRegistro')),
  };
}
