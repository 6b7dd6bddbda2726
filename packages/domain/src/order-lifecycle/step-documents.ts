import { CountryCode, OrderStatus } from '@foundly/proto';
import { isSpanishCompanyForm } from '../company-formation/spain/spanish-company.js';
import type { DocumentType } from '../documents/document-types.js';
import type { LifecycleOrder } from './transitions.js';

const S = OrderStatus;

/**
 * What each step of an SL's or SA's formation produces (issue 19), by the status the file is in
 * while the team waits for it: the Registro Mercantil Central's name certificate (RRM arts.
 * 407–414), the bank's certificate of the money paid in (art. 62 LSC), the deed signed before
 * the notary (art. 20 LSC), the AEAT's provisional NIF, the deed registered by the Registro
 * Mercantil (art. 33 LSC), then the definitive NIF and the census declaration (modelo 036).
 */
const SPANISH_COMPANY_STEP_DOCUMENTS: ReadonlyMap<OrderStatus, readonly DocumentType[]> = new Map([
  [S.PROCESSING_NAME_CERTIFICATE, ['certificacion_negativa']],
  [S.AWAITING_CD, ['certificado_deposito_capital']],
  [S.AWAITING_DEED, ['escritura_constitucion']],
  [S.PROCESSING_AEAT, ['nif_provisional']],
  [S.PROCESSING_REGISTRY, ['escritura_inscrita']],
  [S.COMPANY_FORMED, ['nif_definitivo', 'modelo_036']],
]);

/** Moves that end a file rather than take it a step on: they need no document. */
const CLOSING: ReadonlySet<OrderStatus> = new Set([S.CANCELED, S.DECLINED]);

/**
 * The documents of the step a file is in (`order.status`): those its step produces, for an SL or
 * SA; none for another form or a status that produces nothing.
 */
export function listStepDocuments(order: LifecycleOrder): readonly DocumentType[] {
  if (order.country !== CountryCode.ES || !isSpanishCompanyForm(order.legalForm)) return [];
  return SPANISH_COMPANY_STEP_DOCUMENTS.get(order.status) ?? [];
}

/**
 * The documents a file still lacks to move on to `to`: the step it leaves must have produced
 * its documents (`present`: the types on the file). Cancelling or declining needs none.
 */
export function listMissingStepDocuments(
  order: LifecycleOrder,
  to: OrderStatus,
  present: readonly string[],
): DocumentType[] {
  if (CLOSING.has(to)) return [];
  return listStepDocuments(order).filter((type) => !present.includes(type));
}
