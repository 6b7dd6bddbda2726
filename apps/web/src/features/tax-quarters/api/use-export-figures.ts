import { rpc } from '../../../app/rpc/methods.js';
import { useRpcMutation } from '../../../app/rpc/query.js';

/** Hands the CSV bytes to the browser as a file download, then releases them. */
function saveCsv(content: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([content.slice()], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads a quarter's figures as CSV, labelled in the page's language (ExportQuarterlyFigures). */
export function useExportFigures() {
  return useRpcMutation(rpc.TaxQuarterService.exportQuarterlyFigures, {
    onSuccess: ({ content, fileName }) => saveCsv(content, fileName),
  });
}
