import type { Transport } from '@connectrpc/connect';
import { computeFileSha256, putFile } from '@foundly/app-kit';
import { rpc } from '../../../app/rpc/methods.js';
import { callRpc } from '../../../app/rpc/query.js';

/**
 * A ticket's photo or PDF through the upload handshake (GetExpenseUploadUrl declaring its
 * SHA-256, then the bytes PUT), then read by the server (ReadExpenseTicket): the fields found,
 * for the founder to review, and the upload's id that CreateExpense keeps with the gasto.
 */
export async function readTicket(transport: Transport, accountId: string, file: File) {
  const slot = await callRpc(transport, rpc.ExpenseService.getExpenseUploadUrl, {
    accountId,
    fileName: file.name,
    size: BigInt(file.size),
    sha256: await computeFileSha256(file),
  });
  await putFile(slot.url, file, slot.headers, () => undefined);
  const read = await callRpc(transport, rpc.ExpenseService.readExpenseTicket, {
    accountId,
    uploadId: slot.uploadId,
  });
  return { uploadId: slot.uploadId, fields: read.fields, ivaRateFound: read.ivaRateFound };
}

/** A five-minute link to a gasto's ticket, to download (GetExpenseFileUrl). */
export async function getTicketUrl(transport: Transport, id: string) {
  const { url } = await callRpc(transport, rpc.ExpenseService.getExpenseFileUrl, {
    id,
    inline: false,
  });
  return url;
}
