/**
 * Hands PDF bytes to the browser as a file download: a link to an object URL, clicked,
 * then released.
 */
export function savePdf(pdf: Uint8Array, fileName: string): void {
  const blob = new Blob([pdf.slice()], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName || 'document.pdf';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
