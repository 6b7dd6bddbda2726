import { useMutation } from '@connectrpc/connect-query';
import { getDocumentTypeRule } from '@foundly/domain';
import { BackofficeService, type Document } from '@foundly/proto';
import { Button } from '@foundly/ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../app/i18n/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { Section } from '../../components/section.js';
import { TableRegion, tableClasses } from '../../components/table-region.js';
import { useErrorMessage } from '../../hooks/use-error-message.js';
import { useFormat } from '../../hooks/use-format.js';
import { useLabels } from '../../hooks/use-labels.js';
import { OcrPanel } from './ocr-panel.js';

const OCR_CATEGORIES: ReadonlySet<string> = new Set(['identity', 'address', 'bank']);

/** Whether OCR can read a document: an image or PDF of identity, address or bank. */
export function isOcrReadable(document: Document): boolean {
  const category = document.category || getDocumentTypeRule(document.type)?.category || '';
  const readableFormat =
    document.contentType.startsWith('image/') || document.contentType === 'application/pdf';
  return OCR_CATEGORIES.has(category) && readableFormat;
}

/** Every document of the file, to view, download or read with OCR. */
export function DocumentsSection({ documents }: { documents: Document[] }) {
  const { t } = useI18n();
  const labels = useLabels();
  const format = useFormat();
  const describe = useErrorMessage();
  const getUrl = useMutation(BackofficeService.method.getDocumentUrl);
  const [ocrDocument, setOcrDocument] = useState<Document | null>(null);

  const open = async (document: Document, inline: boolean) => {
    // A tab opened within the click is not blocked; it is sent to the link once it arrives.
    const tab = inline ? window.open('', '_blank') : null;
    try {
      const { url } = await getUrl.mutateAsync({ documentId: document.id, inline });
      if (inline) {
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else {
          window.open(url, '_blank', 'noopener');
        }
        return;
      }
      const link = window.document.createElement('a');
      link.href = url;
      link.download = document.fileName;
      link.rel = 'noopener';
      window.document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      tab?.close();
      toast.error(describe(error));
    }
  };

  return (
    <Section title={t('file.documents.title')}>
      {documents.length === 0 ? (
        <EmptyState>{t('file.documents.empty')}</EmptyState>
      ) : (
        <TableRegion label={t('file.documents.caption')}>
          <table className={tableClasses.table}>
            <caption className="sr-only">{t('file.documents.caption')}</caption>
            <thead className={tableClasses.head}>
              <tr>
                <th scope="col" className={tableClasses.th}>
                  {t('file.documents.name')}
                </th>
                <th scope="col" className={tableClasses.th}>
                  {t('file.documents.type')}
                </th>
                <th scope="col" className={tableClasses.th}>
                  {t('file.documents.authority')}
                </th>
                <th scope="col" className={tableClasses.th}>
                  {t('file.documents.uploadedBy')}
                </th>
                <th scope="col" className={tableClasses.th}>
                  {t('file.documents.date')}
                </th>
                <th scope="col" className={tableClasses.th}>
                  {t('file.documents.size')}
                </th>
                <th scope="col" className={tableClasses.th}>
                  {t('file.documents.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.map((document) => (
                <tr key={document.id} className={tableClasses.row}>
                  <th scope="row" className={`${tableClasses.td} font-medium break-all`}>
                    {document.fileName}
                  </th>
                  <td className={tableClasses.td}>{labels.documentType(document.type)}</td>
                  <td className={tableClasses.td}>
                    {document.authority ? labels.authority(document.authority) : t('common.none')}
                  </td>
                  <td className={tableClasses.td}>
                    {document.uploadedByCustomer
                      ? t('file.documents.founder')
                      : t('file.documents.team')}
                  </td>
                  <td className={`${tableClasses.td} whitespace-nowrap`}>
                    <time dateTime={format.iso(document.createdAt)}>
                      {format.dateTime(document.createdAt)}
                    </time>
                  </td>
                  <td className={`${tableClasses.td} whitespace-nowrap`}>
                    {format.bytes(document.size)}
                  </td>
                  <td className={tableClasses.td}>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        aria-label={t('file.documents.viewLabel', { name: document.fileName })}
                        onClick={() => void open(document, true)}
                      >
                        {t('file.documents.view')}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={t('file.documents.downloadLabel', { name: document.fileName })}
                        onClick={() => void open(document, false)}
                      >
                        {t('file.documents.download')}
                      </Button>
                      {isOcrReadable(document) && (
                        <Button
                          variant="ghost"
                          aria-label={t('file.documents.readOcrLabel', {
                            name: document.fileName,
                          })}
                          aria-expanded={ocrDocument?.id === document.id}
                          onClick={() => setOcrDocument(document)}
                        >
                          {t('file.documents.readOcr')}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      {ocrDocument && (
        <OcrPanel
          key={ocrDocument.id}
          document={ocrDocument}
          onClose={() => setOcrDocument(null)}
        />
      )}
    </Section>
  );
}
