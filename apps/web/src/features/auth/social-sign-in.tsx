import { Button } from '@foundly/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { publicConfigQuery } from '../../app/public-config.js';
import { loadAuthClient } from '../../lib/load-auth-client.js';

/** Google and single sign-on buttons, shown only when the server has them configured. */
export function SocialSignIn({ returnTo }: { returnTo: string }) {
  const { t } = useI18n();
  const { data: config } = useQuery(publicConfigQuery);
  const [pending, setPending] = useState(false);
  if (!config?.providers.google && !config?.providers.oidc) return null;
  const callbackURL = `/callback?returnTo=${encodeURIComponent(returnTo)}`;
  const oidc = config.providers.oidc;
  return (
    <div className="mt-6">
      <p className="mb-4 flex items-center gap-3 text-xs text-ink-muted uppercase before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {t('auth.signIn.or')}
      </p>
      <div className="flex flex-col gap-3">
        {config.providers.google && (
          <Button
            variant="secondary"
            loading={pending}
            onClick={() => {
              setPending(true);
              void loadAuthClient().then((client) =>
                client.signIn.social({
                  provider: 'google',
                  callbackURL,
                  errorCallbackURL: '/error/google',
                }),
              );
            }}
          >
            {t('auth.signIn.google')}
          </Button>
        )}
        {oidc && (
          <Button
            variant="secondary"
            loading={pending}
            onClick={() => {
              setPending(true);
              void loadAuthClient().then((client) =>
                client.signIn.social({
                  provider: oidc.id,
                  callbackURL,
                  errorCallbackURL: '/error/google',
                }),
              );
            }}
          >
            {t('auth.signIn.oidc')}
          </Button>
        )}
      </div>
    </div>
  );
}
