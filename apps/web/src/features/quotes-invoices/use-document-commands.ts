import { useNavigate } from '@tanstack/react-router';
import { useArea } from '../../app/area/use-area.js';
import { useI18n } from '../../app/i18n/index.js';
import { toast } from '../../lib/toast.js';
import { getFailureMessage } from './api/failure-message.js';
import {
  useCancelCommercialDocument,
  useConvertQuoteToInvoice,
  useCreateCreditNote,
  useDeleteCommercialDocument,
  useDuplicateCommercialDocument,
} from './api/use-document-mutations.js';
import { useDownloadDocument } from './api/use-download-document.js';
import { documentPath, documentsPath } from './documents-path.js';

/**
 * What can be done to a saved document, each with its toast (spec 01 §8's wording) and a
 * translated message when it fails. A new draft (duplicate, invoice from a quote, credit
 * note) opens in the editor.
 */
export function useDocumentCommands() {
  const i18n = useI18n();
  const { t } = i18n;
  const { basePath } = useArea();
  const navigate = useNavigate();
  const duplicate = useDuplicateCommercialDocument();
  const remove = useDeleteCommercialDocument();
  const convert = useConvertQuoteToInvoice();
  const credit = useCreateCreditNote();
  const cancel = useCancelCommercialDocument();
  const download = useDownloadDocument();
  const fail = (error: unknown) => toast.error(getFailureMessage(error, i18n));
  const open = (id: string | undefined) =>
    id ? void navigate({ to: documentPath(basePath, id) }) : undefined;
  return {
    pending:
      duplicate.isPending ||
      remove.isPending ||
      convert.isPending ||
      credit.isPending ||
      cancel.isPending ||
      download.isPending,
    removing: remove.isPending,
    cancelling: cancel.isPending,
    /** Spain: cancels a factura issued by mistake; `then` runs once answered. */
    cancel: (id: string, then?: () => void) =>
      cancel.mutate(
        { id },
        {
          onSuccess: () => {
            toast.success(t('invoicing.toasts.cancelled'));
            then?.();
          },
          onError: (error) => {
            fail(error);
            then?.();
          },
        },
      ),
    duplicate: (id: string) =>
      duplicate.mutate(
        { id },
        {
          onSuccess: ({ document }) => {
            toast.success(t('invoicing.toasts.duplicated'));
            open(document?.id);
          },
          onError: fail,
        },
      ),
    /** Deletes a draft; `then` runs once it is gone (closing the dialog, leaving its page). */
    remove: (id: string, then?: () => void) =>
      remove.mutate(
        { id },
        {
          onSuccess: () => {
            toast.success(t('invoicing.toasts.deleted'));
            then?.();
          },
          onError: (error) => {
            fail(error);
            then?.();
          },
        },
      ),
    convert: (id: string) =>
      convert.mutate(
        { id },
        {
          onSuccess: ({ document }) => {
            toast.success(t('invoicing.toasts.converted'));
            open(document?.id);
          },
          onError: fail,
        },
      ),
    createCreditNote: (invoiceId: string) =>
      credit.mutate(
        { invoiceId },
        {
          onSuccess: ({ document }) => {
            toast.success(t('invoicing.toasts.creditNote'));
            open(document?.id);
          },
          onError: fail,
        },
      ),
    download: (id: string) => download.mutate({ id }, { onError: fail }),
    backToList: () => void navigate({ to: documentsPath(basePath) }),
  };
}
