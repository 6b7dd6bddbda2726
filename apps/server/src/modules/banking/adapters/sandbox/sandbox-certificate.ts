import { formatMoney } from '@foundly/domain';
import { PdfWriter } from '../../../esignature/index.js';
import type { SandboxCaseRow } from './sandbox.repository.js';

/**
 * The sandbox notary's certificate of deposit of funds (certificat du
 * dépositaire, Code de commerce art. R225-6 and R223-3): the company being
 * formed, each shareholder with the amount they paid up, and the total. It is
 * marked as a sandbox document: it certifies nothing.
 */
export async function buildSandboxCertificate(
  row: SandboxCaseRow,
  issuedAt: Date,
): Promise<Buffer> {
  const total = row.shareholders.reduce((sum, shareholder) => sum + shareholder.amountCents, 0);
  const writer = await PdfWriter.create(
    `Certificat de dépôt des fonds - ${row.companyName}`,
    issuedAt,
  );
  writer
    .title('Certificat de dépôt des fonds')
    .paragraph('DOCUMENT DE TEST (bac à sable) : il ne certifie aucun dépôt.')
    .paragraph(
      `Le dépositaire soussigné certifie avoir reçu, pour le compte de la société ${row.companyName} en formation, les sommes suivantes versées par les associés en libération de leurs apports en numéraire.`,
    )
    .heading('Associés et sommes versées');
  for (const shareholder of row.shareholders) {
    writer.field(
      `${shareholder.firstName} ${shareholder.lastName}`,
      formatMoney(shareholder.amountCents, row.currency, 'fr-FR'),
    );
  }
  writer
    .field('Total', formatMoney(total, row.currency, 'fr-FR'))
    .heading('Dossier')
    .field('Référence', row.id)
    .field('Date', issuedAt.toISOString().slice(0, 10))
    .paragraph(
      'Les fonds resteront bloqués jusqu’à la présentation de l’extrait d’immatriculation de la société au registre du commerce et des sociétés.',
    )
    .signatureBlock(['Le dépositaire (bac à sable)']);
  return writer.toBytes();
}
