import { createFileRoute } from '@tanstack/react-router';
import { useI18n } from '../app/i18n/index.js';

/** /health: the web app answers (the server's own check is GET /healthz). */
export const Route = createFileRoute('/health')({
  component: function HealthRoute() {
    const { t } = useI18n();
    return (
      <main className="p-8">
        <p role="status">{t('shell.health.ok')}</p>
      </main>
    );
  },
});
