import { createFileRoute } from '@tanstack/react-router';
import { DocumentsPage } from '../../../../features/documents/index.js';
import { SpanishDocumentsPage } from '../../../../features/spanish-documents/index.js';
import { useArea } from '../../../../app/area/use-area.js';
import { pickStrings } from '../../../../lib/search-params.js';

/** Documents: the Spanish table in Spain, search + recent + blocks in France and the UK. */
export const Route = createFileRoute('/$country/$locale/_dashboard/documents')({
  validateSearch: (search) => pickStrings(search, ['q']),
  component: function DocumentsRoute() {
    const { prefix } = useArea();
    const { q = '' } = Route.useSearch();
    const navigate = Route.useNavigate();
    if (prefix === 'es') return <SpanishDocumentsPage />;
    return (
      <DocumentsPage
        query={q}
        onQueryChange={(query) =>
          void navigate({ search: query ? { q: query } : {}, replace: true })
        }
      />
    );
  },
});
