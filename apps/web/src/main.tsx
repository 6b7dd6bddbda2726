import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './app/router.js';
import { AppProviders } from './app/providers.js';
import './styles.css';

const { router, queryClient } = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders router={router} queryClient={queryClient} />
  </StrictMode>,
);
