import { request } from 'node:https';
import { parseRegFactuResponse } from './aeat-response.js';
import { buildRegFactuRequest, type InvoicingSoftware } from './registro-xml.js';
import {
  VerifactuTransportError,
  type VerifactuAnswer,
  type VerifactuIssuer,
  type VerifactuSubmitter,
} from './verifactu-submitter.js';
import type { VerifactuRecord } from '@foundly/domain';

/**
 * The AEAT's Veri*Factu service (port sfVerifactu of SistemaFacturacion.wsdl):
 * its test host for the test environment, the production one otherwise.
 * The QR validation hosts (prewww2, www2) are another service.
 */
export const VERIFACTU_SERVICE_URLS = {
  test: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  production:
    'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
} as const;

/** How long the service may take to answer before the attempt counts as failed. */
const TIMEOUT_MS = 60_000;

/** Sends a SOAP body and gives the HTTP status and the answer's text. */
export type SoapTransport = (body: string) => Promise<{ status: number; body: string }>;

/**
 * A transport over mutual TLS: the client presents the PKCS#12 certificate
 * (the issuer's, or a representative's the issuer empowered), as the AEAT's
 * web services require.
 */
export function createMutualTlsTransport(options: {
  url: string;
  pfx: Buffer;
  passphrase: string;
}): SoapTransport {
  return (body) =>
    new Promise((resolve, reject) => {
      const outgoing = request(
        options.url,
        {
          method: 'POST',
          pfx: options.pfx,
          passphrase: options.passphrase,
          timeout: TIMEOUT_MS,
          headers: {
            'content-type': 'text/xml; charset=utf-8',
            soapaction: '',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('AEAT service timed out')));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
}

/**
 * Registers each record with the AEAT: the RegFactuSistemaFacturacion request
 * (`buildRegFactuRequest`) posted through the transport, the answer read by
 * `parseRegFactuResponse`. A failure to reach the service, a server error or
 * a SOAP fault is a `VerifactuTransportError`, for the worker to retry.
 */
export class AeatVerifactuSubmitter implements VerifactuSubmitter {
  constructor(
    private readonly transport: SoapTransport,
    private readonly software: InvoicingSoftware,
  ) {}

  async submit(input: {
    issuer: VerifactuIssuer;
    record: VerifactuRecord;
  }): Promise<VerifactuAnswer> {
    const body = buildRegFactuRequest({ ...input, software: this.software });
    let answer: { status: number; body: string };
    try {
      answer = await this.transport(body);
    } catch (error) {
      throw new VerifactuTransportError(
        `AEAT service unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (answer.status >= 500 && !answer.body.includes('Fault')) {
      throw new VerifactuTransportError(`AEAT service answered HTTP ${answer.status}`);
    }
    if (answer.status !== 200 && !answer.body.includes('Envelope')) {
      throw new VerifactuTransportError(`AEAT service answered HTTP ${answer.status}`);
    }
    return parseRegFactuResponse(answer.body);
  }
}
