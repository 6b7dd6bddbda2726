/**
 * JavaScript each customer route needs for its first screen, gzipped: every script a real browser
 * downloads when it opens the page (rendered by the server) until the page is hydrated (the app
 * marks it on `<html data-hydrated>`) and the network has been quiet for half a second: the app,
 * the route's own code and its language's messages. What loads only on a later action (another
 * screen's code on hover, the account menu, the toasts) is not counted.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:bundle
 *
 * The real server in production mode on a temporary PostgreSQL database, founders seeded and
 * signed in as for bench:lighthouse, Debian's Chromium over HTTP (which is offered gzip). Exits
 * with 1 when a route is over the budget. BENCH_BUNDLE_FILES=1 lists each route's files.
 */
import puppeteer, { type Browser } from 'puppeteer-core';
import { log } from './support/cli.js';
import {
  toBrowserCookies,
  withServedCustomerPages,
  type CustomerPage,
} from './support/customer-pages.js';

const BUDGET_KB = 120;
const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface ScriptLoad {
  url: string;
  encodedBodySize: number;
}

/** The scripts the page downloaded by itself, once hydrated and quiet. */
async function measure(browser: Browser, url: string, cookie: string | undefined) {
  const context = await browser.createBrowserContext();
  try {
    const cookies = toBrowserCookies(cookie, url);
    if (cookies.length > 0) await context.setCookie(...cookies);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
    const scripts = (await page.evaluate(
      `performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script' || entry.initiatorType === 'link' || entry.name.endsWith('.js')).map((entry) => ({ url: entry.name, encodedBodySize: entry.encodedBodySize }))`,
    )) as ScriptLoad[];
    return {
      finalPath: new URL(page.url()).pathname,
      scripts: scripts.filter((script) => script.url.endsWith('.js')),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  await withServedCustomerPages('bench:bundle', async ({ baseUrl, pages }) => {
    const browser = await puppeteer.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROME_ARGS,
    });
    try {
      log(
        `bench:bundle — JavaScript of each route's first screen, gzipped (budget ${BUDGET_KB} KB)`,
      );
      const rows: { page: CustomerPage; kb: number; files: number }[] = [];
      for (const page of pages) {
        const result = await measure(browser, `${baseUrl}${page.path}`, page.cookie);
        if (result.finalPath !== page.path) {
          throw new Error(`${page.path} ended on ${result.finalPath}: the page was not measured`);
        }
        const kb = result.scripts.reduce((sum, script) => sum + script.encodedBodySize, 0) / 1024;
        rows.push({ page, kb, files: result.scripts.length });
        if (process.env.BENCH_BUNDLE_FILES) {
          const largestFirst = [...result.scripts].sort(
            (a, b) => b.encodedBodySize - a.encodedBodySize,
          );
          for (const script of largestFirst) {
            const kilobytes = (script.encodedBodySize / 1024).toFixed(1);
            log(`    ${page.path} ${kilobytes} KB ${new URL(script.url).pathname}`);
          }
        }
      }
      log('');
      log('| route | path | JavaScript of the first screen, gzipped | files |');
      log('|---|---|---:|---:|');
      for (const { page, kb, files } of rows) {
        log(`| ${page.name} | \`${page.path}\` | ${kb.toFixed(1)} KB | ${files} |`);
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
