import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../../../../components/not-found-screen.js';

/** A path under a known country and locale that names no page: 'Not found'. */
export const Route = createFileRoute('/$country/$locale/_dashboard/$')({
  component: NotFoundScreen,
});
