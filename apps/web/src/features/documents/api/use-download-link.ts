import { rpc } from '../../../app/rpc/methods.js';
import { useRpcMutation } from '../../../app/rpc/query.js';

/** Asks for a short-lived link to a stored document, to view in the browser (inline) or download. */
export function useDownloadLink() {
  return useRpcMutation(rpc.DocumentService.getDownloadUrl);
}
