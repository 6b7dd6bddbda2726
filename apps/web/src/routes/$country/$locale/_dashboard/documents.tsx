import { createFileRoute } from '@tanstack/react-router';
import { DocumentsPage } from '../../../../features/documents/index.js';

export const Route = createFileRoute('/$country/$locale/_dashboard/documents')({
  component: DocumentsPage,
});
