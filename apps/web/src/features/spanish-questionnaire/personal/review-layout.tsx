import type { ReactNode } from 'react';
import { DocumentPreview, type PreviewedDocument } from '../ocr/document-preview.js';

/**
 * A review step: the documents OCR read beside the fields to correct, side by
 * side on a wide screen, the documents first on a phone.
 */
export function ReviewLayout({
  documents,
  children,
}: {
  documents: readonly PreviewedDocument[];
  children: ReactNode;
}) {
  if (documents.length === 0) return children;
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,36rem)]">
      <div className="lg:sticky lg:top-28">
        <DocumentPreview documents={documents} />
      </div>
      {/* In block flow the step's card takes the column's width; as a grid item with auto
          margins it would grow to its widest option (the country list) on a phone. */}
      <div>{children}</div>
    </div>
  );
}
