import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../../../features/settings/index.js';

export const Route = createFileRoute('/$country/$locale/_dashboard/settings')({
  component: SettingsPage,
});
