import { createFileRoute } from '@tanstack/react-router';
import { createElement, use } from 'react';
import { isPageLive } from '../../../../app/ssr/is-page-live.js';
import { countryPages } from '../../../../lib/lazy-pages.js';

/** The home of each country area, each a chunk of its own. */
const homePage = countryPages(
  {
    es: () =>
      import('../../../../features/spanish-hub/index.js').then((module) => module.SpanishHubPage),
    // The UK home leads to the questionnaire's steps that have pages.
    uk: () =>
      Promise.all([
        import('../../../../features/uk-home/index.js'),
        import('../../../../features/uk-questionnaire/uk-funnels.js'),
      ]).then(
        ([{ UkHomePage }, { ukFunnels }]) =>
          function UkHome() {
            return createElement(UkHomePage, { loadStep: ukFunnels.loadStep });
          },
      ),
  },
  () => import('../../../../features/french-home/index.js').then((module) => module.FrenchHomePage),
);

export const Route = createFileRoute('/$country/$locale/_dashboard/')({
  loader: async ({ params }) => {
    const page = homePage(params.country);
    if (!isPageLive()) await page;
  },
  component: function AreaHome() {
    const { country } = Route.useParams();
    return createElement(use(homePage(country)));
  },
});
