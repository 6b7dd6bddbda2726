/**
 * JavaScript each customer route needs for its first screen to be interactive, gzipped: every
 * script a real browser asks for, when it opens the page (rendered by the server), before the
 * page is hydrated (the app writes the moment on `<html data-hydrated>`): the app, the route's own
 * code. What the page fetches once it is live (the protobuf runtime and the contracts with the
 * first call, the rest of the language's messages, the toasts) is listed apart, measured until
 * the network has been quiet for half a second; what loads only on a later action (another
 * screen's code on hover, the account menu) is not measured.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:bundle
 *
 * The real server in production mode on a temporary PostgreSQL database, founders seeded and
 * signed in as for bench:lighthouse, Debian's Chromium over HTTP (which is offered gzip). Exits
 * with 1 when a route is over the budget. BENCH_BUNDLE_FILES=1 lists each route's files.
 */
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.js';
import { log } from './support/cli.js';
import {
  toBrowserCookies,
  withServedCustomerPages,
  type CustomerPage,
} from './support/customer-pages.js';

const BUDGET_KB = 120;
interface ScriptLoad {
  url: string;
  encodedBodySize: number;
  startTime: number;
}

/** The scripts the page downloaded by itself, before and after it was hydrated. */
async function measure(browser: Browser, url: string, cookie: string | undefined) {
  const context = await browser.createBrowserContext();
  try {
    const cookies = toBrowserCookies(cookie, url);
    if (cookies.length > 0) await context.setCookie(...cookies);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
    const hydratedAt = Number(await page.evaluate('document.documentElement.dataset.hydrated'));
    const scripts = (
      (await page.evaluate(
        `performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, encodedBodySize: entry.encodedBodySize, startTime: entry.startTime }))`,
      )) as ScriptLoad[]
    ).filter((script) => new URL(script.url).pathname.endsWith('.js'));
    return {
      finalPath: new URL(page.url()).pathname,
      scripts: scripts.filter((script) => script.startTime <= hydratedAt),
      afterwards: scripts.filter((script) => script.startTime > hydratedAt),
    };
  } finally {
    await context.close();
  }
}

function sumKb(scripts: readonly ScriptLoad[]): number {
  return scripts.reduce((sum, script) => sum + script.encodedBodySize, 0) / 1024;
}

async function main() {
  await withServedCustomerPages('bench:bundle', async ({ baseUrl, pages }) => {
    const browser = await puppeteer.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    });
    try {
      log(
        `bench:bundle — JavaScript of each route's first screen, gzipped (budget ${BUDGET_KB} KB)`,
      );
      const rows: { page: CustomerPage; kb: number; files: number; afterKb: number }[] = [];
      for (const page of pages) {
        const result = await measure(browser, `${baseUrl}${page.path}`, page.cookie);
        if (result.finalPath !== page.path) {
          throw new Error(`${page.path} ended on ${result.finalPath}: the page was not measured`);
        }
        const kb = sumKb(result.scripts);
        rows.push({ page, kb, files: result.scripts.length, afterKb: sumKb(result.afterwards) });
        if (process.env.BENCH_BUNDLE_FILES) {
          const largestFirst = [...result.scripts].sort(
            (a, b) => b.encodedBodySize - a.encodedBodySize,
          );
          for (const script of largestFirst) {
            const kilobytes = (script.encodedBodySize / 1024).toFixed(1);
            log(`    ${page.path} ${kilobytes} KB ${new URL(script.url).pathname}`);
          }
          for (const script of result.afterwards) {
            const kilobytes = (script.encodedBodySize / 1024).toFixed(1);
            log(`    ${page.path} (once live) ${kilobytes} KB ${new URL(script.url).pathname}`);
          }
        }
      }
      log('');
      log('| route | path | before interactive, gzipped | files | fetched once live |');
      log('|---|---|---:|---:|---:|');
      for (const { page, kb, files, afterKb } of rows) {
        log(
          `| ${page.name} | \`${page.path}\` | ${kb.toFixed(1)} KB | ${files} | ${afterKb.toFixed(1)} KB |`,
        );
      }
      log('');
      const over = rows.filter((row) => row.kb > BUDGET_KB);
      if (over.length > 0) {
        const names = over.map((row) => row.page.name).join(', ');
        log(`bench:bundle: over budget (${BUDGET_KB} KB): ${names}`);
        process.exitCode = 1;
      }
    } finally {
      await browser.close();
    }
  });
}

await main();
