import { useMutation, useQuery } from '@connectrpc/connect-query';
import {
  BackofficeService,
  CommercialDocumentKind,
  type CommercialDocument,
  type CountryCode,
} from '@foundly/proto';
import { Button } from '@foundly/ui';
import { toast } from 'sonner';
import { useI18n } from '../../app/i18n/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { PageLoader } from '../../components/page-loader.js';
import { Section } from '../../components/section.js';
import { TableRegion, tableClasses } from '../../components/table-region.js';
import { useErrorMessage } from '../../hooks/use-error-message.js';
import { useFormat } from '../../hooks/use-format.js';
import { RegistrationForm } from './registration-form.js';

const KIND_KEYS = {
  [CommercialDocumentKind.UNSPECIFIED]: 'file.invoicing.kinds.invoice',
  [CommercialDocumentKind.QUOTE]: 'file.invoicing.kinds.quote',
  [CommercialDocumentKind.INVOICE]: 'file.invoicing.kinds.invoice',
  [CommercialDocumentKind.CREDIT_NOTE]: 'file.invoicing.kinds.creditNote',
} as const;

/** Hands the PDF to the browser as a download. */
function savePdf(pdf: Uint8Array, fileName: string) {
  const url = URL.createObjectURL(new Blob([pdf as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * A French or UK company's quotes, invoices and credit notes as issued (read
 * only: support sees what the customer sent), each downloadable, and the
 * registration their seller's side is taken from, which the team records
 * from the register extract.
 */
export function CommercialDocumentsSection({
  orderId,
  country,
}: {
  orderId: string;
  /** FR or UK: where the company is registered. */
  country: CountryCode;
}) {
  const { t } = useI18n();
  const file = useQuery(BackofficeService.method.listFileCommercialDocuments, { orderId });
  return (
    <Section title={t('file.invoicing.title')}>
      {file.isPending ? (
        <PageLoader />
      ) : file.isError ? (
        <ErrorAlert error={file.error} onRetry={() => void file.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <RegistrationForm
            orderId={orderId}
            country={country}
            registration={file.data.registration}
            onSaved={() => void file.refetch()}
          />
          <DocumentsTable documents={file.data.documents} />
        </div>
      )}
    </Section>
  );
}

function DocumentsTable({ documents }: { documents: CommercialDocument[] }) {
  const { t } = useI18n();
  const format = useFormat();
  const describe = useErrorMessage();
  const download = useMutation(BackofficeService.method.downloadFileCommercialDocument);
  if (documents.length === 0) return <EmptyState>{t('file.invoicing.empty')}</EmptyState>;
  const onDownload = async (documentId: string) => {
    try {
      const { pdf, fileName } = await download.mutateAsync({ documentId });
      savePdf(pdf, fileName);
    } catch (failure) {
      toast.error(describe(failure));
    }
  };
  return (
    <TableRegion label={t('file.invoicing.documents')}>
      <table className={tableClasses.table}>
        <thead className={tableClasses.head}>
          <tr>
            <th scope="col" className={tableClasses.th}>
              {t('file.invoicing.number')}
            </th>
            <th scope="col" className={tableClasses.th}>
              {t('file.invoicing.kind')}
            </th>
            <th scope="col" className={tableClasses.th}>
              {t('file.invoicing.customer')}
            </th>
            <th scope="col" className={tableClasses.th}>
              {t('file.invoicing.issued')}
            </th>
            <th scope="col" className={tableClasses.th}>
              {t('file.invoicing.total')}
            </th>
            <th scope="col" className={tableClasses.th}>
              <span className="sr-only">{t('file.invoicing.download')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id} className={tableClasses.row}>
              <th scope="row" className={`${tableClasses.td} font-medium whitespace-nowrap`}>
                {document.invoiceNumber}
              </th>
              <td className={tableClasses.td}>{t(KIND_KEYS[document.kind])}</td>
              <td className={`${tableClasses.td} break-words`}>
                {document.content?.customer?.companyName}
              </td>
              <td className={`${tableClasses.td} whitespace-nowrap`}>
                {format.date(document.issuedAt)}
              </td>
              <td className={`${tableClasses.td} whitespace-nowrap`}>
                {format.money(document.totalAmount, document.currency)}
              </td>
              <td className={tableClasses.td}>
                <Button
                  variant="secondary"
                  aria-label={t('file.invoicing.downloadOne', { number: document.invoiceNumber })}
                  onClick={() => void onDownload(document.id)}
                >
                  {t('file.invoicing.download')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
