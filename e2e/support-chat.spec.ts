import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signInToBackOffice } from './support/backoffice.js';
import { pdfFile, pngFile } from './support/documents.js';
import { DEMO_PASSWORD, DEMO_USERS, greeting, signIn } from './support/journeys.js';
import { OPS_MESSAGES, WEB_MESSAGES, fill, startOf } from './support/messages.js';
import { startSecondServer, type SecondServer } from './support/second-server.js';
import { LOCALES, shoot, VIEWPORTS } from './support/shoot.js';

const ops = OPS_MESSAGES['en-gb'];

/** The chat's launcher, whatever its unread count. */
function launcher(page: Page, locale: keyof typeof WEB_MESSAGES = 'en-gb') {
  return page.getByRole('button', { name: startOf(WEB_MESSAGES[locale].supportChat.open) });
}

/** Fails on serious or critical axe violations. */
async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((node) => node.target),
    }));
  expect(blocking).toEqual([]);
}

test.describe('the built-in support chat', () => {
  test('a founder writes, an operator replies in the back-office, the founder sees it live', async ({
    page,
    browser,
  }, testInfo) => {
    // Two people, two sign-ins and three axe runs.
    test.setTimeout(180_000);
    await signIn(page, DEMO_USERS.sasu.email, DEMO_PASSWORD);
    await expect(greeting(page, 'Bonjour Camille')).toBeVisible({ timeout: 30_000 });
    // Camille's space is in French.
    const chat = WEB_MESSAGES['fr-fr'].supportChat;
    await launcher(page, 'fr-fr').click();
    const dialog = page.getByRole('dialog', { name: chat.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: chat.label })).toBeFocused();
    const question = `Can I pay the capital in two transfers? <b>${Date.now()}</b>`;
    await dialog.getByRole('textbox', { name: chat.label }).fill(question);
    await dialog.getByRole('button', { name: chat.send }).click();
    const log = dialog.getByRole('log', { name: chat.messages });
    await expect(log).toContainText(question);
    await expect(log.locator('b')).toHaveCount(0);

    // Camille attaches her signed articles, without a word.
    const articles = {
      name: `statuts-signes-${Date.now()}.pdf`,
      mimeType: 'application/pdf',
      buffer: pdfFile('Statuts signés'),
    };
    await dialog.getByLabel(chat.attachment.attach).setInputFiles(articles);
    await expect(
      dialog.getByRole('button', { name: fill(chat.attachment.remove, { name: articles.name }) }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: chat.send }).click();
    await expect(log.getByRole('button', { name: new RegExp(articles.name) })).toBeVisible();
    await expectAxeClean(page);

    const opsContext = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      locale: 'en-GB',
    });
    const operator = await opsContext.newPage();
    await signInToBackOffice(operator);
    await operator.getByRole('link', { name: ops.common.nav.inbox }).click();
    await expect(operator.getByRole('heading', { level: 1, name: ops.inbox.title })).toBeVisible();
    await operator
      .getByRole('list', { name: ops.inbox.list })
      .getByRole('button', { name: new RegExp(DEMO_USERS.sasu.name) })
      .click();
    const conversation = operator.getByRole('region', {
      name: fill(ops.inbox.conversation.title, { name: DEMO_USERS.sasu.name }),
    });
    await expect(conversation.getByRole('log')).toContainText(question);
    await expect(conversation.getByRole('link', { name: ops.inbox.file.open })).toBeVisible();
    // The operator downloads Camille's file: the very bytes she sent.
    const downloading = operator.waitForEvent('download');
    await conversation
      .getByRole('log')
      .getByRole('button', { name: new RegExp(articles.name) })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(articles.name);
    expect((await readFile(await download.path())).equals(articles.buffer)).toBe(true);
    await conversation.getByRole('button', { name: ops.inbox.assignToMe }).click();
    await expect(conversation).toContainText(fill(ops.inbox.assignedTo, { name: 'Léa Moreau' }));
    const answer = `Yes, as long as the total arrives before the deadline (${Date.now()}).`;
    const checklist = {
      name: `checklist-${Date.now()}.png`,
      mimeType: 'image/png',
      buffer: pngFile(40, 40, [30, 90, 200]),
    };
    await conversation.getByLabel(ops.inbox.reply.label).fill(answer);
    await conversation.getByLabel(ops.inbox.attachment.attach).setInputFiles(checklist);
    await conversation.getByRole('button', { name: ops.inbox.reply.submit }).click();
    await expect(conversation.getByRole('log')).toContainText(answer);
    await expect(
      conversation.getByRole('log').getByRole('button', { name: new RegExp(checklist.name) }),
    ).toBeVisible();
    await expectAxeClean(operator);
    await opsContext.close();

    // The founder's page was never reloaded: the reply and its file came over the live stream.
    await expect(log).toContainText(answer);
    const reply = log.getByRole('button', { name: new RegExp(checklist.name) });
    await expect(reply).toBeVisible();
    const received = page.waitForEvent('download');
    await reply.click();
    expect((await readFile(await (await received).path())).equals(checklist.buffer)).toBe(true);
  });

  test('a failed start leaves the portal usable and only logs a warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/rpc/formation.v1.SupportChatService/**', (route) => route.abort());
    // A page rendered on the server carries the unread count the chat starts from. Here each page
    // comes without its state (as when the server's render misses its deadline), so the chat asks
    // the service itself, which is down.
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="page-state">[\s\S]*?<\/script>/,
        '',
      );
      return route.fulfill({ response, body });
    });
    await signIn(page, DEMO_USERS.uk.email, DEMO_PASSWORD);
    await expect.poll(() => warnings.join('\n')).toContain('The support chat could not start');
    await expect(launcher(page)).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
    await page
      .getByRole('link', { name: WEB_MESSAGES['en-gb'].shell.nav.documents })
      .first()
      .click();
    await expect(page).toHaveURL(/\/documents$/);
  });

  for (const locale of LOCALES) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      test(`screenshots of the open chat in ${locale} on ${viewportName}`, async ({
        browser,
      }, testInfo) => {
        const context = await browser.newContext({
          ...viewport,
          baseURL: testInfo.project.use.baseURL,
          locale: 'en-GB',
        });
        const page = await context.newPage();
        await signIn(page, DEMO_USERS.micro.email, DEMO_PASSWORD);
        await page.waitForURL(/\/fr\/fr-fr/);
        await page.goto(`/fr/${locale}/documents`);
        const messages = WEB_MESSAGES[locale].supportChat;
        await launcher(page, locale).click();
        const dialog = page.getByRole('dialog', { name: messages.title });
        const log = dialog.getByRole('log', { name: messages.messages });
        await expect(log).toBeVisible();
        // Each shot sends its own file, so that the panel shows a message with an attachment.
        const name = `kbis-${locale}-${viewportName}.pdf`;
        await dialog.getByLabel(messages.attachment.attach).setInputFiles({
          name,
          mimeType: 'application/pdf',
          buffer: pdfFile('Extrait Kbis'),
        });
        await dialog.getByRole('button', { name: messages.send }).click();
        await expect(log.getByRole('button', { name: new RegExp(name) })).toBeVisible();
        await shoot(page, `support-chat-${locale}-${viewportName}`);
        await expectAxeClean(page);
        await context.close();
      });
    }
  }
});

test.describe('the Intercom Messenger', () => {
  const APP_ID = 'e2eapp17';
  let server: SecondServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startSecondServer(1, {
      SUPPORT_CHAT_PROVIDER: 'intercom',
      INTERCOM_APP_ID: APP_ID,
      SUPPORT_CHAT_SECRET: 'e2e-intercom-identity-secret-0123456789',
    });
  });
  test.afterAll(async () => server?.stop());

  test('is started with the EU region, a day-long session and the signed token, 150 ms after it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.baseURL, locale: 'en-GB' });
    const page = await context.newPage();
    // A stand-in for the Messenger's script: it records the settings the SDK started it with.
    await page.route(`https://widget.intercom.io/widget/${APP_ID}`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.__intercomStarted = { settings: JSON.parse(JSON.stringify(window.intercomSettings)), at: performance.now() };',
      }),
    );
    let tokenAt = 0;
    page.on('response', (response) => {
      if (response.url().endsWith('/SupportChatService/GenerateSupportChatToken')) {
        tokenAt = Date.now();
      }
    });
    let scriptAt = 0;
    page.on('request', (request) => {
      if (request.url().startsWith('https://widget.intercom.io/')) scriptAt = Date.now();
    });
    const home = await page.goto('/sign-in');
    const policy = home?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain('https://widget.intercom.io');
    expect(policy).toContain('https://api-iam.eu.intercom.io');
    await signIn(page, DEMO_USERS.sasu.email, DEMO_PASSWORD);
    await expect(greeting(page, 'Bonjour Camille')).toBeVisible({ timeout: 30_000 });
    const started = await page.waitForFunction(
      () => (globalThis as { __intercomStarted?: unknown }).__intercomStarted,
    );
    const { settings } = (await started.jsonValue()) as {
      settings: Record<string, unknown>;
    };
    expect(settings).toMatchObject({
      app_id: APP_ID,
      api_base: 'https://api-iam.eu.intercom.io',
      session_duration: 86_400_000,
    });
    const token = String(settings.intercom_user_jwt);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      email: string;
      exp: number;
      iat: number;
    };
    expect(claims.email).toBe(DEMO_USERS.sasu.email);
    expect(claims.exp - claims.iat).toBe(3600);
    expect(scriptAt - tokenAt).toBeGreaterThanOrEqual(150);
    await expect(launcher(page)).toHaveCount(0);
    await context.close();
  });
});
