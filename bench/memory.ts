/**
 * Memory at rest of the real server, compiled and started as production starts it: once on
 * PostgreSQL (production mode, a temporary database) and once on the embedded PGlite database
 * (development mode with the demo sign-ins, as `npm start` runs on a fresh machine).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:memory
 *
 * Each server is left alone for BENCH_MEMORY_SETTLE_SECONDS (default 20, the background worker
 * polling), then its resident memory is read from /proc and split by what holds it: the V8
 * JavaScript heap, WebAssembly memories (PGlite's PostgreSQL, Tesseract's worker once an OCR
 * started), the program's and native libraries' code, and other native allocations. Fails when
 * the PostgreSQL server is at 300 MB or more. Without DATABASE_URL only PGlite is measured.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { log, readPositiveInt } from './support/cli.js';
import {
  createTemporaryDatabase,
  getFreePort,
  productionEnvironment,
  startServer,
  stopServer,
} from './support/server.js';

const SETTLE_SECONDS = readPositiveInt('BENCH_MEMORY_SETTLE_SECONDS', 20);
/** The resident memory a production server on PostgreSQL may use at rest. */
const MAX_POSTGRES_RSS_MB = 300;
const PROBE = pathToFileURL(path.join(import.meta.dirname, 'support', 'memory-probe.mjs')).href;

interface ProbeAnswer {
  usage: NodeJS.MemoryUsage;
  heap: { total_heap_size: number; used_heap_size: number };
}

interface Mapping {
  name: string;
  rss: number;
}

/** The process's mappings from /proc/<pid>/smaps, resident bytes. */
function readMappings(pid: number): Mapping[] {
  const mappings: Mapping[] = [];
  let current: Mapping | undefined;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      current = { name: header[1] ?? '', rss: 0 };
      mappings.push(current);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && current) current.rss = Number(rss[1]) * 1024;
  }
  return mappings;
}

function readStatus(pid: number, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  );
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

function askProbe(child: ChildProcess): Promise<ProbeAnswer> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The memory probe did not answer')), 5000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as ProbeAnswer);
    });
    child.send('memory');
  });
}

interface Reading {
  database: string;
  rss: number;
  peak: number;
  jsHeap: number;
  wasm: number;
  buffers: number;
  code: number;
  otherNative: number;
}

/** Waits, then reads the server's memory and splits it. */
async function readAtRest(database: string, child: ChildProcess): Promise<Reading> {
  log(`${database}: at rest for ${SETTLE_SECONDS} s…`);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
  const pid = child.pid!;
  const probe = await askProbe(child);
  const mappings = readMappings(pid);
  const rss = readStatus(pid, 'VmRSS');
  const sum = (list: Mapping[]) => list.reduce((total, mapping) => total + mapping.rss, 0);
  // Node.js counts WebAssembly memories in `external`, beside the ArrayBuffers' (Buffers') bytes.
  const wasm = probe.usage.external - probe.usage.arrayBuffers;
  const buffers = probe.usage.arrayBuffers;
  const code = sum(mappings.filter((mapping) => mapping.name.startsWith('/')));
  const jsHeap = probe.heap.total_heap_size;
  return {
    database,
    rss,
    peak: readStatus(pid, 'VmHWM'),
    jsHeap,
    wasm,
    buffers,
    code,
    otherNative: Math.max(0, rss - jsHeap - wasm - buffers - code),
  };
}

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

async function measurePostgres(adminUrl: string): Promise<Reading> {
  const database = await createTemporaryDatabase(adminUrl);
  let server: ChildProcess | undefined;
  try {
    const { environment, baseUrl } = await productionEnvironment(database.url);
    server = await startServer(environment, baseUrl, { nodeArgs: ['--import', PROBE], ipc: true });
    return await readAtRest('PostgreSQL (production)', server);
  } finally {
    if (server) await stopServer(server);
    await database.drop();
  }
}

async function measurePglite(): Promise<Reading> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'foundly-bench-memory-'));
  const port = await getFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    BASE_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete environment.DATABASE_URL;
  let server: ChildProcess | undefined;
  try {
    server = await startServer(environment, baseUrl, { nodeArgs: ['--import', PROBE], ipc: true });
    return await readAtRest('PGlite (development, demo sign-ins)', server);
  } finally {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  log(`bench:memory — Node ${process.version}, ${SETTLE_SECONDS} s at rest`);
  const readings: Reading[] = [];
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) readings.push(await measurePostgres(adminUrl));
  else log('DATABASE_URL is not set: PostgreSQL skipped.');
  readings.push(await measurePglite());

  log('');
  log(
    '| database | resident (RSS) | peak RSS | V8 heap | WebAssembly memory | Buffers | code (program, libraries) | other native |',
  );
  log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of readings) {
    log(
      `| ${r.database} | ${mb(r.rss)} | ${mb(r.peak)} | ${mb(r.jsHeap)} | ${mb(r.wasm)} | ${mb(r.buffers)} | ${mb(r.code)} | ${mb(r.otherNative)} |`,
    );
  }
  log('');
  const postgres = readings.find((r) => r.database.startsWith('PostgreSQL'));
  if (postgres && postgres.rss >= MAX_POSTGRES_RSS_MB * 1024 ** 2) {
    process.stderr.write(
      `Over budget: ${mb(postgres.rss)} at rest on PostgreSQL (budget under ${MAX_POSTGRES_RSS_MB} MB)\n`,
    );
    process.exitCode = 1;
  }
}

await main();
