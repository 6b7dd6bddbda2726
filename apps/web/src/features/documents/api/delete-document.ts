import type { Transport } from '@connectrpc/connect';
import { rpc } from '../../../app/rpc/methods.js';
import { callRpc } from '../../../app/rpc/query.js';

/** Deletes one stored document; resolves with whether the server deleted it. */
export async function deleteDocument(transport: Transport, documentId: string) {
  return (await callRpc(transport, rpc.DocumentService.deleteDocument, { documentId })).deleted;
}
