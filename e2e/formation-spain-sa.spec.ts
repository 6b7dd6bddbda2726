import { test } from '@playwright/test';
import { formCompanyThroughBrowser } from './support/company-journey.js';
import { uniqueEmail } from './support/journeys.js';
import { SA_IN_PAGES } from './support/spanish-company.js';

/**
 * An SA founder's journey (issue 19), the SL's with an SA's rules: 60,000 € of capital at least
 * (art. 4.3 LSC), a quarter of each share paid up (art. 79 LSC), a name ending in S.A. and
 * bespoke statutes; from the entry link to a formed company with its documents.
 */
test('an SA founder goes from sign-up to a formed company with 60,000 € and a quarter paid up', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await formCompanyThroughBrowser(page, browser, {
    legalForm: 'sa',
    company: SA_IN_PAGES,
    founder: {
      name: 'Lucía Ortega Ruiz',
      email: uniqueEmail('es-sa'),
      password: 'e2e-password-sa',
    },
  });
});
