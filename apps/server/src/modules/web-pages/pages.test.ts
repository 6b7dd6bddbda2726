import type { Transport } from '@connectrpc/connect';
import { CountryCode, LegalForm } from '@foundly/proto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import { BACKENDS, SESSION_COOKIE, useTestApp, type TestApp } from '../../../test/harness.js';
import { setOrderStatus } from '../../../test/payments.js';
import { signUpPaidSpanishCustomer } from '../../../test/spanish-questionnaire.js';
import { createWebDistDir, loadWebPagesFromSources } from '../../../test/web-pages.js';
import type { PageRenderer } from './page-renderer.js';

const webPages = await loadWebPagesFromSources();
const webDistDir = createWebDistDir(webPages.indexHtml);

/** A French SASU founder whose file waits for the capital deposit, as the demo's. */
async function signUpFounder(app: TestApp, name: string, companyName = 'Atelier Martin') {
  const { user, rpc } = await app.signUpCustomer({ name, locale: 'fr-fr' });
  const { order } = await rpc.orders.createOrder({
    countryCode: CountryCode.FR,
    companyLegalForm: LegalForm.SASU,
    companyName,
  });
  await setOrderStatus(app, order!.id, 'AWAITING_CD');
  return { user, orderId: order!.id };
}

/** The page's markup, and the state it hands to the browser. */
async function readPage(response: Response) {
  const html = await response.text();
  const state = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html);
  return { html, state: state ? (JSON.parse(state[1]!) as unknown) : undefined };
}

describe.each(BACKENDS)('pages rendered on the server on %s', (backend) => {
  const app = useTestApp(backend, {
    env: { WEB_DIST_DIR: webDistDir },
    serveWebApp: true,
    webPages,
  });

  function getPage(path: string, cookie?: string, headers: Record<string, string> = {}) {
    return app().fetch(path, {
      redirect: 'manual',
      headers: { ...(cookie ? { cookie } : {}), 'accept-encoding': 'identity', ...headers },
    });
  }

  it("a signed-in founder's first HTML already holds their name and where their file stands", async () => {
    const { user } = await signUpFounder(app(), 'Camille Martin');
    const response = await getPage('/fr/fr-fr', user.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const { html, state } = await readPage(response);
    expect(html).toContain('<html lang="fr"');
    expect(html).toMatch(/<h1[^>]*>Bonjour Camille<\/h1>/);
    expect(html).toContain('Dépôt de capital');
    expect(state).toMatchObject({
      locale: 'fr-fr',
      messages: { home: { greeting: 'Bonjour {name}' } },
    });
    // The browser gets the order it shows, and does not ask for it again.
    expect(JSON.stringify(state)).toContain('"queryKey":["rpc","OrderService","getMyOrder"');
    // And the chat starts from the unread count the page came with, without a call of its own.
    expect(JSON.stringify(state)).toContain(
      '"queryKey":["rpc","SupportChatService","getSupportUnreadCount",{}]',
    );
    // Only the messages the page used: the rest of the language loads once the page is live.
    expect(state).not.toHaveProperty('messages.settings');
  });

  it('allows its inline starter by a nonce of its own, new for every page', async () => {
    const nonces = [];
    for (let index = 0; index < 2; index++) {
      const response = await getPage('/sign-in');
      const policy = response.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeDefined();
      expect(await response.text()).toContain(`<script nonce="${nonce}">`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('is never cached across people, and varies with the session', async () => {
    const { user } = await signUpFounder(app(), 'Camille Martin');
    const response = await getPage('/fr/fr-fr', user.cookie);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it.each([
    ['without a session', undefined],
    ['with a forged session cookie', `${SESSION_COOKIE}=forged.c2lnbmF0dXJl`],
  ])('a visitor %s is redirected to sign in with 302, shown nothing', async (_, cookie) => {
    const response = await getPage('/fr/fr-fr/documents', cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/create-customer');
    expect(await response.text()).toBe('');
  });

  it('an expired session is nobody: redirected to sign in', async () => {
    const { user } = await signUpFounder(app(), 'Camille Martin');
    const { authSessions } = await import('../../db/schema/index.js');
    await app()
      .context.db.update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(authSessions.userId, user.id));
    app().context.sessions.clear();
    const response = await getPage('/fr/fr-fr', user.cookie);
    expect(response.status).toBe(302);
  });

  it('the home rules answer as HTTP redirects: a paid founder still answering is sent to the questionnaire', async () => {
    const { user, orderId } = await signUpFounder(app(), 'Julien Bernard');
    await setOrderStatus(app(), orderId, 'WAITING_QUESTIONS');
    const response = await getPage('/fr/fr-fr', user.cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/fr\/fr-fr\/funnel\//);
  });

  it('the tax calendar is the autónomo’s: an SL’s or SA’s founder asking for it is sent to their hub', async () => {
    for (const legalForm of [LegalForm.SL, LegalForm.SA]) {
      const company = await signUpPaidSpanishCustomer(app(), legalForm);
      const response = await getPage('/es/es-es/calendar', company.user.cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/es/es-es');
    }
    const autonomo = await signUpPaidSpanishCustomer(app());
    const calendar = await getPage('/es/es-es/calendar', autonomo.user.cookie);
    expect(calendar.status).toBe(200);
    expect((await readPage(calendar)).html).toContain('Calendario');
  });

  it('the sign-in page is rendered for a signed-out visitor, in the language they asked for', async () => {
    const response = await getPage('/sign-in', undefined, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(response.status).toBe(200);
    const { html } = await readPage(response);
    expect(html).toContain('<html lang="es"');
    expect(html).toMatch(/<h1[^>]*>[^<]*Foundly<\/h1>/);
  });

  it("two founders' pages asked at the same time never mix", async () => {
    const ada = await signUpFounder(app(), 'Ada Lovelace', 'Analytical Engines');
    const grace = await signUpFounder(app(), 'Grace Hopper', 'Compiler Works');
    const requests = Array.from({ length: 20 }, (_, index) => (index % 2 ? grace : ada));
    const pages = await Promise.all(
      requests.map(async (founder) => ({
        founder,
        html: (await readPage(await getPage('/fr/fr-fr', founder.user.cookie))).html,
      })),
    );
    for (const { founder, html } of pages) {
      const other = founder === ada ? grace : ada;
      expect(html).toContain(founder.user.email);
      expect(html).not.toContain(other.user.email);
      expect(html).not.toContain(other.orderId);
    }
  });

  it('writes every value as text: a company name with </script> in it cannot end the state or the page', async () => {
    const hostile = 'Evil</script><script>alert(1)</script> & Co';
    const { user, orderId } = await signUpFounder(app(), 'Mallory', 'Acme');
    await app()
      .context.db.update(orders)
      .set({ companyName: hostile })
      .where(eq(orders.id, orderId));
    const response = await getPage('/fr/fr-fr/documents', user.cookie);
    const { html, state } = await readPage(response);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(JSON.stringify(state)).toContain(hostile);
  });
});

/** A transport whose every answer comes `delayMs` late, as from a database under strain. */
function slowDown(transport: Transport, delayMs: number): Transport {
  const wait = () => new Promise((resolve) => setTimeout(resolve, delayMs));
  return {
    unary: async (...args) => {
      await wait();
      return transport.unary(...args);
    },
    stream: async (...args) => {
      await wait();
      return transport.stream(...args);
    },
  };
}

/** The bare shell the browser renders itself: the built index.html as it is. */
function expectShell(html: string) {
  expect(html).toContain('<!--shell-->');
  expect(html).toContain('aria-busy="true"');
  expect(html).not.toContain('id="page-state"');
}

describe.each(BACKENDS)('pages that cannot be rendered on %s', (backend) => {
  describe('when rendering fails', () => {
    const failing: PageRenderer = {
      ...webPages.renderer,
      renderPage: () => Promise.reject(new Error('rendering failed')),
    };
    const app = useTestApp(backend, {
      env: { WEB_DIST_DIR: webDistDir },
      serveWebApp: true,
      webPages: { ...webPages, renderer: failing },
    });

    it('the bare shell goes out with 200: the browser renders the page, never a blank one', async () => {
      const { user } = await signUpFounder(app(), 'Camille Martin');
      const response = await app().fetch('/fr/fr-fr', { headers: { cookie: user.cookie } });
      expect(response.status).toBe(200);
      expectShell(await response.text());
    });
  });

  describe('when the data is slow', () => {
    const slow: PageRenderer = {
      ...webPages.renderer,
      renderPage: (request) =>
        webPages.renderer.renderPage({ ...request, transport: slowDown(request.transport, 5_000) }),
    };
    const app = useTestApp(backend, {
      env: { WEB_DIST_DIR: webDistDir, PAGE_DATA_DEADLINE_MS: '150' },
      serveWebApp: true,
      webPages: { ...webPages, renderer: slow },
    });

    it('the shell goes out at the deadline instead of waiting', async () => {
      const { user } = await signUpFounder(app(), 'Camille Martin');
      const started = Date.now();
      const response = await app().fetch('/fr/fr-fr', { headers: { cookie: user.cookie } });
      expectShell(await response.text());
      // Well before the data would have come (5 s): the page never hangs on it.
      expect(Date.now() - started).toBeLessThan(4_000);
    });
  });
});
