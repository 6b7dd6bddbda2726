import type { Document } from '@foundly/proto';

/** What the upload route answers: the new document, or an error code of the domain. */
export type UploadResult = { ok: true; document: Document } | { ok: false; code: string };

/**
 * Sends an official PDF to POST /api/ops/orders/{orderId}/documents, the raw
 * file as the body (the route stays out of the RPCs to keep messages small).
 */
export async function uploadOfficialDocument(
  orderId: string,
  type: string,
  file: File,
): Promise<UploadResult> {
  const params = new URLSearchParams({ type, fileName: file.name });
  const response = await fetch(
    `/api/ops/orders/${encodeURIComponent(orderId)}/documents?${params}`,
    {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/pdf' },
      body: file,
    },
  );
  const body = (await response.json().catch(() => ({}))) as {
    document?: Document;
    error?: string;
  };
  if (response.status === 201 && body.document) return { ok: true, document: body.document };
  if (response.status === 401) return { ok: false, code: 'UNAUTHENTICATED' };
  if (response.status === 413) return { ok: false, code: 'FILE_TOO_LARGE' };
  return { ok: false, code: body.error ?? 'INTERNAL' };
}
