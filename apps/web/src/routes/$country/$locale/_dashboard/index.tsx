import { createFileRoute } from '@tanstack/react-router';
import { FrenchHomePage } from '../../../../features/french-home/index.js';
import { SpanishHubPage } from '../../../../features/spanish-hub/index.js';
import { UkHomePage } from '../../../../features/uk-home/index.js';
import { useArea } from '../../../../app/area/use-area.js';

/** The home of each country area. */
export const Route = createFileRoute('/$country/$locale/_dashboard/')({
  component: function AreaHome() {
    const { prefix } = useArea();
    if (prefix === 'es') return <SpanishHubPage />;
    if (prefix === 'uk') return <UkHomePage />;
    return <FrenchHomePage />;
  },
});
