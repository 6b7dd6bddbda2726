import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { detectLocale, loadMessages } from './app/i18n/index.js';
import { AppProviders } from './app/providers.js';
import { createOpsRouter } from './app/router.js';
import { transport } from './app/rpc/transport.js';
import './styles.css';

const locale = detectLocale();
const messages = await loadMessages(locale);
const { router, queryClient } = createOpsRouter({ transport });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders
      router={router}
      queryClient={queryClient}
      transport={transport}
      locale={locale}
      messages={messages}
    />
  </StrictMode>,
);
