import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A one-page PDF with a title line, standing in for an official document outside production. */
export async function createSamplePdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(title.replace(/[^\x20-\x7e]/g, '?'), { x: 56, y: 770, size: 16, font });
  return Buffer.from(await pdf.save());
}
