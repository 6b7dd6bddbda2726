/**
 * Lighthouse on a phone profile (its default: a mid-range phone's screen, 4× CPU slowdown,
 * simulated slow 4G of 150 ms and 1.6 Mbit/s) for the customer screens, served by the real
 * server in production mode: the build's Brotli files, a signed-in founder's session cookie.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:lighthouse
 *
 * Prints, per page, the performance score and the main metrics, and fails when a page scores
 * under 98 or its Largest Contentful Paint is over 1.2 s. Each page is measured
 * BENCH_LIGHTHOUSE_RUNS times (default 3) and the median run is reported, as Lighthouse's own
 * guidance advises for variance. Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium).
 * BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each run's full report (JSON) there. A run that Lighthouse
 * itself could not trace (NO_NAVSTART and the like) is made again, twice at most.
 * BENCH_LIGHTHOUSE_PAGES=<names> measures only the pages whose name contains one of these
 * comma-separated words (e.g. "documents,funnel").
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import {
  toBrowserCookies,
  withServedCustomerPages,
  type CustomerPage,
} from './support/customer-pages.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.js';
import { log, readPositiveInt } from './support/cli.js';

const RUNS = readPositiveInt('BENCH_LIGHTHOUSE_RUNS', 3);
const PAGE_FILTER = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const MIN_SCORE = 98;
const MAX_LCP_MS = 1200;
interface Measure {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  scriptKb: number;
  finalUrl: string;
  /** Lighthouse's own measure of the machine's speed for this run (its `benchmarkIndex`). */
  benchmarkIndex: number;
  browser: string;
  lighthouseVersion: string;
}

function numeric(result: Result, audit: string): number {
  return result.audits[audit]?.numericValue ?? Number.NaN;
}

/**
 * Puts the founder's session (or none) in the browser's cookie jar, as after a real sign-in.
 * Lighthouse's extra Cookie header would be lost beside the cookies the app itself sets (the
 * chosen language).
 */
async function useSession(chrome: LaunchedChrome, baseUrl: string, cookie: string | undefined) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const context = browser.defaultBrowserContext();
    const existing = await context.cookies();
    if (existing.length > 0) await context.deleteCookie(...existing);
    const cookies = toBrowserCookies(cookie, baseUrl);
    if (cookies.length > 0) await context.setCookie(...cookies);
  } finally {
    await browser.disconnect();
  }
}

/**
 * Lighthouse's own trace errors, now and then on a page that loaded well (a trace without the
 * navigation's start event): the run is not a measure of the page, and is made again.
 */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED']);
const RETRIES = 2;

class LighthouseRunError extends Error {
  constructor(
    url: string,
    readonly code: string,
    message: string,
  ) {
    super(`${url}: ${code}: ${message}`);
  }
}

/** A run of Lighthouse on the page, made again (at most RETRIES times) after a trace error. */
async function measureOnce(chrome: LaunchedChrome, url: string, cookie: string | undefined) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await measure(chrome, url, cookie);
    } catch (error) {
      const retry =
        error instanceof LighthouseRunError && TRACE_ERRORS.has(error.code) && attempt < RETRIES;
      if (!retry) throw error;
      log(`  ${new URL(url).pathname}: ${error.code} from Lighthouse's trace, run again`);
    }
  }
}

async function measure(chrome: LaunchedChrome, url: string, cookie: string | undefined) {
  await useSession(chrome, new URL(url).origin, cookie);
  const runnerResult = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runnerResult;
  if (lhr.runtimeError) {
    throw new LighthouseRunError(url, lhr.runtimeError.code, lhr.runtimeError.message);
  }
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
    writeFileSync(path.join(reports, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const scripts =
    (
      lhr.audits['resource-summary']?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndex: numeric(lhr, 'speed-index'),
    scriptKb: scripts / 1024,
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    browser: lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'unknown',
    lighthouseVersion: lhr.lighthouseVersion,
  } satisfies Measure;
}

function median(runs: Measure[]): Measure {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcp - a.lcp);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * What the figures depend on beside the pages: Lighthouse scales the CPU time it observes, so the
 * same build scores differently on a slower or busier machine or another browser version. The
 * line makes runs comparable (docs/performance.md keeps it beside each table).
 */
function describeMachine(runs: Measure[], loadBefore: number): string {
  const indexes = runs.map((run) => run.benchmarkIndex).sort((a, b) => a - b);
  const medianIndex = indexes[Math.floor(indexes.length / 2)] ?? Number.NaN;
  const first = runs[0];
  return `machine: ${first?.browser ?? 'unknown'}, Lighthouse ${first?.lighthouseVersion ?? '?'}, benchmark index ${Math.round(medianIndex)} (median of ${indexes.length} runs, ${Math.round(indexes[0] ?? 0)}–${Math.round(indexes.at(-1) ?? 0)}), load average ${loadBefore.toFixed(2)} before the run`;
}

async function main() {
  await withServedCustomerPages('bench:lighthouse', async ({ baseUrl, pages }) => {
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    try {
      log(`bench:lighthouse — phone profile, ${RUNS} runs a page, median reported`);
      const rows: { page: CustomerPage; result: Measure }[] = [];
      const allRuns: Measure[] = [];
      const loadBefore = loadavg()[0]!;
      const measured = pages.filter(
        (page) =>
          PAGE_FILTER.length === 0 ||
          PAGE_FILTER.some((word) => page.name.toLowerCase().includes(word)),
      );
      for (const page of measured) {
        const runs: Measure[] = [];
        for (let run = 0; run < RUNS; run++) {
          runs.push(await measureOnce(chrome, `${baseUrl}${page.path}`, page.cookie));
        }
        allRuns.push(...runs);
        const result = median(runs);
        if (new URL(result.finalUrl).pathname !== page.path) {
          throw new Error(`${page.path} ended on ${result.finalUrl}: the page was not measured`);
        }
        rows.push({ page, result });
        log(`  ${page.name}: ${result.score} (scores ${runs.map((r) => r.score).join(', ')})`);
      }

      log('');
      log('| page | path | score | FCP | LCP | TBT | CLS | Speed Index | script transferred |');
      log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
      for (const { page, result: r } of rows) {
        log(
          `| ${page.name} | \`${page.path}\` | ${r.score} | ${Math.round(r.fcp)} ms | ${Math.round(r.lcp)} ms | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.speedIndex)} ms | ${r.scriptKb.toFixed(1)} KB |`,
        );
      }
      log('');
      log(describeMachine(allRuns, loadBefore));
      log('');
      const failing = rows.filter(
        ({ result }) => result.score < MIN_SCORE || result.lcp > MAX_LCP_MS,
      );
      if (failing.length > 0) {
        process.stderr.write(
          `bench:lighthouse: under budget (score ${MIN_SCORE}+, LCP under ${MAX_LCP_MS} ms): ${failing.map(({ page }) => page.name).join(', ')}\n`,
        );
        process.exitCode = 1;
      }
    } finally {
      chrome.kill();
    }
  });
}

await main();
