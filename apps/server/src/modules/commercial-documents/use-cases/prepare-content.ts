import {
  assertNoViolations,
  DOCUMENT_FIELD_MESSAGES,
  findLogoProblem,
  getDefaultDocumentLanguage,
  getLogoMediaType,
  validateDocumentContent,
  validateFacturaContent,
  type FieldViolation,
} from '@foundly/domain';
import { create } from '@bufbuild/protobuf';
import { CommercialDocumentInputSchema, type CommercialDocumentInput } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import type { Executor } from '../../../db/client.js';
import { deleteLogo, saveLogo, upsertCustomer } from '../commercial-documents.repository.js';
import type { InvoicingAccount } from '../invoicing-account.js';

/** What a request's logo asks: keep the saved one, remove it, or replace it with checked bytes. */
export type LogoChange =
  { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; bytes: Uint8Array; mediaType: string };

/**
 * Checks a request's content (field violations, invalid_argument, before
 * anything is written) and gives it with its defaults (the document's
 * language), with what to do with the logo.
 */
export function checkContent(
  account: InvoicingAccount,
  input: CommercialDocumentInput | undefined,
): { content: CommercialDocumentInput; logo: LogoChange } {
  const content = create(CommercialDocumentInputSchema, input ?? {});
  const violations: FieldViolation[] = [
    ...validateDocumentContent(content),
    ...(account.country === 'ES'
      ? validateFacturaContent(content)
      : validateNoSpanishFields(content)),
  ];
  let logo: LogoChange = { kind: 'keep' };
  if (content.logo !== undefined) {
    if (content.logo.length === 0) logo = { kind: 'remove' };
    else {
      const problem = findLogoProblem(content.logo);
      if (problem)
        violations.push({ field: 'content.logo', message: DOCUMENT_FIELD_MESSAGES[problem] });
      else
        logo = { kind: 'replace', bytes: content.logo, mediaType: getLogoMediaType(content.logo) };
    }
  }
  assertNoViolations(violations);
  if (!content.language) content.language = getDefaultDocumentLanguage(account.country);
  content.logo = undefined;
  return { content, logo };
}

/** A French or UK document has no IRPF, simplified invoice, NIF or IVA exemption code. */
function validateNoSpanishFields(content: CommercialDocumentInput): FieldViolation[] {
  const violations: FieldViolation[] = [];
  const invalid = (field: string) => violations.push({ field, message: 'errors.field.invalid' });
  if (content.irpfRate !== 0) invalid('content.irpf_rate');
  if (content.simplified) invalid('content.simplified');
  if (content.customer?.nif) invalid('content.customer.nif');
  content.lineItems.forEach((line, index) => {
    if (line.ivaExemption) invalid(`content.line_items[${index}].iva_exemption`);
  });
  return violations;
}

/** Applies a checked logo change to the account, in the caller's transaction. */
export async function applyLogoChange(
  app: AppContext,
  tx: Executor,
  accountId: string,
  logo: LogoChange,
) {
  if (logo.kind === 'remove') await deleteLogo(tx, accountId);
  if (logo.kind === 'replace') {
    await saveLogo(tx, {
      accountId,
      bytes: logo.bytes,
      mediaType: logo.mediaType,
      at: app.clock.now(),
    });
  }
}

/**
 * Saves the document's customer for reuse, in the caller's transaction: a
 * new one when it has a name and no id (the content then names it), the
 * saved one updated when named by id. An id that is not one of the account's
 * customers is invalid_argument, and the transaction writes nothing.
 */
export async function saveCustomer(
  app: AppContext,
  tx: Executor,
  accountId: string,
  content: CommercialDocumentInput,
) {
  const customer = content.customer;
  if (!customer || (!customer.id && !customer.companyName.trim())) return;
  const saved = await upsertCustomer(tx, {
    id: customer.id || crypto.randomUUID(),
    accountId,
    companyName: customer.companyName,
    address: {
      street1: customer.address?.street1 ?? '',
      street2: customer.address?.street2 ?? '',
      postalCode: customer.address?.postalCode ?? '',
      city: customer.address?.city ?? '',
      countryCode: customer.address?.countryCode ?? '',
    },
    email: customer.email,
    isBusiness: customer.isBusiness,
    registrationNumber: customer.registrationNumber,
    vatNumber: customer.vatNumber,
    nif: customer.nif.trim().toUpperCase(),
    updatedAt: app.clock.now(),
  });
  if (!saved) {
    assertNoViolations([{ field: 'content.customer.id', message: 'errors.field.invalid' }]);
  }
  customer.id = saved!.id;
}
