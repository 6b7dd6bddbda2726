import type { VerifactuRecord } from '@foundly/domain';

/** Who the records are sent for (the Cabecera's ObligadoEmision). */
export interface VerifactuIssuer {
  nif: string;
  name: string;
}

/**
 * What the AEAT answered about one record (the EstadoRegistro of its
 * RespuestaLinea): registered, registered with errors to correct, or refused.
 */
export interface VerifactuAnswer {
  status: 'ACCEPTED' | 'ACCEPTED_WITH_ERRORS' | 'REJECTED';
  /** The secure verification code of the submission (CSV), when the AEAT gives one. */
  csv?: string | undefined;
  errorCode?: string | undefined;
  errorDescription?: string | undefined;
}

/** The service could not be reached or did not answer as it should: the worker tries again later. */
export class VerifactuTransportError extends Error {
  override name = 'VerifactuTransportError';
}

/** Sends a record to the AEAT's Veri*Factu service (RegFactuSistemaFacturacion). */
export interface VerifactuSubmitter {
  submit(input: { issuer: VerifactuIssuer; record: VerifactuRecord }): Promise<VerifactuAnswer>;
}
