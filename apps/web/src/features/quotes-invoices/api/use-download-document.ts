import { rpc } from '../../../app/rpc/methods.js';
import { useRpcMutation } from '../../../app/rpc/query.js';
import { savePdf } from './save-pdf.js';

/** Downloads a saved document's PDF (DownloadCommercialDocumentById). */
export function useDownloadDocument() {
  return useRpcMutation(rpc.CommercialDocumentService.downloadCommercialDocumentById, {
    onSuccess: ({ pdf, fileName }) => savePdf(pdf, fileName),
  });
}

/** Downloads the PDF of what the form holds, unsaved and marked as a draft (DownloadCommercialDocument). */
export function useDownloadDraft() {
  return useRpcMutation(rpc.CommercialDocumentService.downloadCommercialDocument, {
    onSuccess: ({ pdf, fileName }) => savePdf(pdf, fileName),
  });
}
