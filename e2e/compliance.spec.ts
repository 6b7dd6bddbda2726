import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signInToBackOffice } from './support/backoffice.js';
import {
  createPlanThroughApi,
  createSasuFounder,
  SASU_ANSWERS,
  setComplianceFlag,
} from './support/compliance.js';
import { WEB_MESSAGES, OPS_MESSAGES } from './support/messages.js';

const fr = WEB_MESSAGES['fr-fr'];
const { compliance: c, shell } = fr;
const opsText = OPS_MESSAGES['en-gb'].compliance;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  await setComplianceFlag(baseURL!, true);
});

test('a SASU founder goes from the intro to a plan, completes a step and skips another', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await createSasuFounder(page.request, 'fr-fr');
  await page.goto('/fr/fr-fr');
  await page
    .getByRole('navigation', { name: shell.nav.label })
    .getByRole('link', { name: shell.nav.compliance })
    .click();
  await expect(page).toHaveURL(/\/fr\/fr-fr\/compliance$/);
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: c.intro.title })).toBeVisible();
  await page.getByRole('button', { name: c.intro.start }).click();

  // One question at a time; Suivant stays disabled until something is chosen.
  const next = page.getByRole('button', { name: c.questionnaire.next });
  const back = page.getByRole('button', { name: c.questionnaire.back });
  await expect(page.getByRole('group', { name: /exercice social/ })).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(back).toBeDisabled();

  // 'Une autre date' skips the long-first-year question forwards and backwards.
  await page.getByRole('radio', { name: 'Une autre date' }).check();
  await next.click();
  await expect(page.getByRole('group', { name: 'Quel est votre régime de TVA ?' })).toBeVisible();
  await back.click();
  await expect(page.getByRole('group', { name: /exercice social/ })).toBeVisible();
  await page.getByRole('radio', { name: '31 décembre' }).check();
  await next.click();
  await expect(page.getByRole('group', { name: /premier exercice/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Non' }).check();
  await next.click();

  // Each answer waits for its question: two questions in a row both offer 'Oui'.
  const question = (number: number) =>
    page.getByRole('progressbar', { name: new RegExp(`^Question ${number} sur`) });
  await expect(question(3)).toBeVisible();
  await page.getByRole('radio', { name: /Réel normal/ }).check();
  await next.click();
  await expect(question(4)).toBeVisible();
  await page.getByRole('radio', { name: 'Chaque mois' }).check();
  await next.click();
  await expect(question(5)).toBeVisible();
  await page.getByRole('radio', { name: 'Oui' }).check();
  await next.click();
  await expect(question(6)).toBeVisible();
  await page.getByRole('radio', { name: 'Oui' }).check();
  await next.click();
  await expect(question(7)).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Sur un site internet' }).check();
  await next.click();
  await expect(question(8)).toBeVisible();
  await page.getByRole('radio', { name: 'Non' }).check();
  const finish = page.getByRole('button', { name: c.questionnaire.finish });
  await finish.click();

  // The plan: sections, steps with their deadline, forms and sources.
  await expect(page.getByRole('heading', { name: c.plan.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Impôts et TVA' })).toBeVisible();
  const cfe = page.getByRole('listitem', { name: 'Déclaration initiale de CFE (1447-C-SD)' });
  await expect(cfe.getByText(/^Échéance : 31\/12\/\d{4}$/)).toBeVisible();
  await expect(cfe.getByRole('link', { name: 'CGI, article 1477' })).toHaveAttribute(
    'href',
    /legifrance\.gouv\.fr/,
  );
  await cfe.getByRole('button', { name: c.plan.complete }).click();
  await expect(cfe.getByText(c.plan.state.COMPLETE)).toBeVisible();
  await expect(cfe.getByRole('button', { name: c.plan.complete })).toHaveCount(0);

  const dpae = page.getByRole('listitem', { name: 'Déclaration préalable à l’embauche (DPAE)' });
  await dpae.getByRole('button', { name: c.plan.skip }).click();
  await expect(dpae.getByText(c.plan.state.SKIPPED)).toBeVisible();

  // A reload shows the plan again, with the steps as they were left.
  await page.reload();
  await expect(cfe.getByText(c.plan.state.COMPLETE)).toBeVisible();
  await expect(dpae.getByText(c.plan.state.SKIPPED)).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([]);
});

test('an operator approves a plan that needs approval, and the founder then sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const founder = await createSasuFounder(page.request, 'fr-fr', 'Hugo Lefèvre', 'Lefèvre Taxis');
  const answers = SASU_ANSWERS.map(([id, choice]): [string, string[]] =>
    id === 'fr.regulated' ? [id, ['yes']] : [id, choice],
  );
  const plan = await createPlanThroughApi(page.request, founder.orderId, answers);
  expect(plan.approvalStatus).toBe('COMPLIANCE_APPROVAL_STATUS_NEEDS_APPROVAL');

  await page.goto('/fr/fr-fr/compliance');
  await expect(page.getByRole('heading', { name: c.generate.reviewTitle })).toBeVisible();

  const context = await browser.newContext({ baseURL });
  const ops = await context.newPage();
  await signInToBackOffice(ops);
  await ops.getByRole('link', { name: OPS_MESSAGES['en-gb'].common.nav.compliance }).click();
  await expect(ops.getByRole('heading', { level: 1, name: opsText.title })).toBeVisible();
  const row = ops.getByRole('row').filter({ hasText: founder.email });
  await row.getByRole('link', { name: opsText.open }).click();
  await expect(ops.getByRole('heading', { level: 1, name: founder.company })).toBeVisible();
  await expect(ops.getByText(opsText.outside)).toBeVisible();

  await ops.getByRole('button', { name: opsText.startReview }).click();
  await expect(ops.getByText(opsText.statuses.IN_REVIEW, { exact: true })).toBeVisible();
  await ops
    .getByRole('button', {
      name: opsText.removeLabel.replace('{title}', 'Your activity’s own licence'),
    })
    .click();
  await expect(
    ops.getByRole('button', {
      name: opsText.removeLabel.replace('{title}', 'Your activity’s own licence'),
    }),
  ).toHaveCount(0);
  await ops.getByLabel(opsText.obligation).selectOption('fr.eu_sales_statement');
  await ops.getByRole('button', { name: opsText.addSubmit }).click();
  await expect(ops.getByText('EC sales list')).toBeVisible();
  await ops.getByRole('button', { name: opsText.approve }).click();
  await expect(ops.getByText(opsText.statuses.MANUALLY_APPROVED, { exact: true })).toBeVisible();
  const axe = await new AxeBuilder({ page: ops }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );
  await context.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: c.plan.title })).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: 'État récapitulatif des clients européens' }),
  ).toBeVisible();
});

test('without the compliance-tool flag the page goes to / and the navigation hides it', async ({
  page,
  baseURL,
}) => {
  await createSasuFounder(page.request, 'fr-fr');
  try {
    await expect(async () => {
      await setComplianceFlag(baseURL!, false);
      await page.goto('/fr/fr-fr/compliance');
      await expect(page).toHaveURL(/\/fr\/fr-fr$/, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expect(
      page
        .getByRole('navigation', { name: shell.nav.label })
        .getByRole('link', { name: shell.nav.compliance }),
    ).toHaveCount(0);
  } finally {
    await setComplianceFlag(baseURL!, true);
  }
});
