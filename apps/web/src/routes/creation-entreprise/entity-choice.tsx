import { createFileRoute } from '@tanstack/react-router';
import { EntityChoicePage } from '../../features/entity-choice/index.js';
import { pickStrings } from '../../lib/search-params.js';

export const Route = createFileRoute('/creation-entreprise/entity-choice')({
  validateSearch: (search) => pickStrings(search, ['lang']),
  component: EntityChoicePage,
});
