import { createFileRoute } from '@tanstack/react-router';
import { createElement, use } from 'react';
import { isPageLive } from '../../../../app/ssr/is-page-live.js';
import type { DocumentsPageProps } from '../../../../features/documents/index.js';
import { countryPages } from '../../../../lib/lazy-pages.js';
import { pickStrings } from '../../../../lib/search-params.js';

/** Documents: the Spanish table in Spain, search + recent + blocks in France and the UK. */
const documentsPage = countryPages<DocumentsPageProps>(
  {
    es: () =>
      import('../../../../features/spanish-documents/index.js').then(
        (module) => module.SpanishDocumentsPage,
      ),
  },
  () => import('../../../../features/documents/index.js').then((module) => module.DocumentsPage),
);

export const Route = createFileRoute('/$country/$locale/_dashboard/documents')({
  validateSearch: (search) => pickStrings(search, ['q']),
  loader: async ({ params }) => {
    const page = documentsPage(params.country);
    if (!isPageLive()) await page;
  },
  component: function DocumentsRoute() {
    const { country } = Route.useParams();
    const { q = '' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return createElement(use(documentsPage(country)), {
      query: q,
      onQueryChange: (query) => void navigate({ search: query ? { q: query } : {}, replace: true }),
    });
  },
});
