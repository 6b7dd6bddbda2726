import type { CommercialDocument } from '@foundly/proto';

/** Turns a quote, invoice or credit note into the PDF the customer downloads. */
export interface CommercialDocumentRenderer {
  render(
    document: CommercialDocument,
    logo: Uint8Array | undefined,
  ): Promise<{ pdf: Uint8Array; fileName: string }>;
}
