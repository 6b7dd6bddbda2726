/**
 * First-load JavaScript of the customer app, gzipped: the entry script of index.html, every
 * modulepreload link, and every chunk those import statically (what the browser must fetch before
 * the first screen can run). Lazily loaded route chunks are not counted.
 *
 *   npm run bench:bundle            (builds apps/web, then measures apps/web/dist)
 *   node --import tsx bench/bundle-size.ts path/to/dist
 *   node --import tsx bench/bundle-size.ts apps/ops/dist /ops/   (an app served under a base path)
 *
 * Exits with 1 when the total is over the budget. It is a benchmark, not a test: run it before
 * and after a change that adds dependencies to the first screen.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
/** The path the app is served under (Vite's `base`), which its URLs start with. */
const basePath = process.argv[3] ?? '/';

function fail(message: string): never {
  process.stderr.write(`\nbench:bundle: ${message}\n\n`);
  process.exit(1);
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    found[match[1]!.toLowerCase()] = match[3] ?? match[4] ?? match[5] ?? '';
  }
  return found;
}

/** Maps a URL of index.html (`/assets/x.js`) to its file in dist. */
function toFile(url: string, from: string): string | undefined {
  if (/^(https?:)?\/\//.test(url) || url.startsWith('data:')) return undefined;
  const clean = url.split(/[?#]/)[0]!;
  return clean.startsWith(basePath)
    ? path.join(distDir, clean.slice(basePath.length))
    : path.resolve(path.dirname(from), clean);
}

/** Relative specifiers of static `import … from`, `import "…"` and `export … from` statements. */
function staticImportsOf(code: string): string[] {
  const specifiers: string[] = [];
  const pattern = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;
  for (const match of code.matchAll(pattern)) {
    const specifier = match[1]!;
    if (specifier.startsWith('.') || specifier.startsWith('/')) specifiers.push(specifier);
  }
  return specifiers;
}

const indexFile = path.join(distDir, 'index.html');
if (!existsSync(indexFile)) fail(`${indexFile} not found: run \`npm run build\` first`);
const html = readFileSync(indexFile, 'utf8');

const roots = new Set<string>();
const css = new Set<string>();
for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
  const attrs = attributes(tag);
  if (tag.toLowerCase().startsWith('<script') && attrs.src) {
    const file = toFile(attrs.src, indexFile);
    if (file) roots.add(file);
  } else if (attrs.rel === 'modulepreload' && attrs.href) {
    const file = toFile(attrs.href, indexFile);
    if (file) roots.add(file);
  } else if (attrs.rel === 'stylesheet' && attrs.href) {
    const file = toFile(attrs.href, indexFile);
    if (file) css.add(file);
  }
}
if (roots.size === 0) fail('index.html loads no script: nothing to measure');

const loaded = new Set<string>();
const queue = [...roots];
for (let file = queue.shift(); file; file = queue.shift()) {
  if (loaded.has(file)) continue;
  if (!existsSync(file)) fail(`index.html or a chunk refers to ${file}, which is not in dist`);
  loaded.add(file);
  for (const specifier of staticImportsOf(readFileSync(file, 'utf8'))) {
    const imported = toFile(specifier, file);
    if (imported && imported.endsWith('.js')) queue.push(imported);
  }
}

function sizeOf(file: string) {
  const content = readFileSync(file);
  return {
    file: path.relative(distDir, file),
    raw: content.length,
    gzip: gzipSync(content).length,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const js = [...loaded].map(sizeOf).sort((a, b) => b.gzip - a.gzip);
const styles = [...css].map(sizeOf);
const totalGzip = js.reduce((sum, entry) => sum + entry.gzip, 0);
const totalRaw = js.reduce((sum, entry) => sum + entry.raw, 0);

process.stdout.write(
  `First-load JavaScript of ${path.relative(root, distDir).startsWith('..') ? distDir : path.relative(root, distDir)}:\n`,
);
for (const entry of js) {
  process.stdout.write(
    `  ${entry.file.padEnd(48)} ${kb(entry.raw).padStart(8)} KB  ${kb(entry.gzip).padStart(7)} KB gzip\n`,
  );
}
process.stdout.write(
  `  ${'total'.padEnd(48)} ${kb(totalRaw).padStart(8)} KB  ${kb(totalGzip).padStart(7)} KB gzip (budget ${BUDGET_KB} KB)\n`,
);
for (const entry of styles) {
  process.stdout.write(
    `  (css) ${entry.file.padEnd(42)} ${kb(entry.raw).padStart(8)} KB  ${kb(entry.gzip).padStart(7)} KB gzip\n`,
  );
}

if (totalGzip > BUDGET_KB * 1024) {
  fail(
    `OVER BUDGET: first-load JS is ${kb(totalGzip)} KB gzipped, the budget is ${BUDGET_KB} KB. ` +
      'Move the new code behind a lazy route or a dynamic import, or drop the dependency.',
  );
}
