import { CommercialDocumentKind, type CommercialDocument } from '@foundly/proto';
import { Button } from '@foundly/ui';
import { Copy, Download, FilePlus2, ReceiptText } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';
import { useDocumentCommands } from '../use-document-commands.js';

/**
 * What can follow an issued document: its PDF, a duplicate, an invoice from a quote, a credit
 * note for an invoice. A chunk of its own: a draft's editor does not need it.
 */
export function IssuedDocumentActions({ document }: { document: CommercialDocument }) {
  const { t } = useI18n();
  const commands = useDocumentCommands();
  return (
    <>
      <Button onClick={() => commands.download(document.id)} loading={commands.pending}>
        <Download className="size-4" aria-hidden="true" />
        {t('invoicing.actions.download')}
      </Button>
      <Button variant="secondary" onClick={() => commands.duplicate(document.id)}>
        <Copy className="size-4" aria-hidden="true" />
        {t('invoicing.actions.duplicate')}
      </Button>
      {document.kind === CommercialDocumentKind.QUOTE && (
        <Button variant="secondary" onClick={() => commands.convert(document.id)}>
          <FilePlus2 className="size-4" aria-hidden="true" />
          {t('invoicing.actions.convert')}
        </Button>
      )}
      {document.kind === CommercialDocumentKind.INVOICE && (
        <Button variant="secondary" onClick={() => commands.createCreditNote(document.id)}>
          <ReceiptText className="size-4" aria-hidden="true" />
          {t('invoicing.actions.creditNote')}
        </Button>
      )}
    </>
  );
}
