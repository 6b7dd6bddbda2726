// What lets `npm run build` (and so `npm start`) skip a build whose inputs have not changed: a
// SHA-256 over every input file's path and content, recorded after a successful build and
// compared before the next one. Content rather than modification times, so that a checkout or a
// copy that changes no byte rebuilds nothing.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Folders never read as inputs: installed packages, build outputs, test and tool leftovers. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'data',
  'test-results',
  'playwright-report',
  'coverage',
  '.git',
]);

/** Files that do not reach a build's output: tests beside the code, editors' and OS's files. */
const SKIPPED_FILE = /(\.test\.[cm]?[jt]sx?|\.tsbuildinfo|\.DS_Store|~)$/;

function listFiles(root, relative, files) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return;
  if (statSync(absolute).isFile()) {
    files.push(relative);
    return;
  }
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) listFiles(root, child, files);
    } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) {
      files.push(child);
    }
  }
}

/**
 * The fingerprint of a build's inputs: files and folders relative to `root` (folders walked
 * whole, but for the skipped ones), each file's path and bytes. A missing input counts as
 * absent, so creating it later changes the fingerprint.
 */
export function hashInputs(root, inputs) {
  const files = [];
  for (const input of inputs) listFiles(root, input, files);
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) {
    const bytes = readFileSync(path.join(root, file));
    hash.update(`${file.split(path.sep).join('/')}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/** Where the fingerprint of the last successful build of `target` is kept. */
export function stampFile(root, target) {
  return path.join(root, 'node_modules', '.cache', 'foundly-build', `${target}.json`);
}

/**
 * Whether the target's outputs exist and were built from inputs with this fingerprint. Outputs
 * are checked too: a deleted dist/ is rebuilt whatever the record says.
 */
export function isUpToDate(root, target, fingerprint) {
  if (!target.outputs.every((output) => existsSync(path.join(root, output)))) return false;
  const file = stampFile(root, target.name);
  if (!existsSync(file)) return false;
  try {
    return JSON.parse(readFileSync(file, 'utf8')).inputs === fingerprint;
  } catch {
    return false;
  }
}

/** Records that the target was built from inputs with this fingerprint. */
export function recordBuild(root, target, fingerprint) {
  const file = stampFile(root, target.name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify({ inputs: fingerprint, builtAt: new Date().toISOString() })}\n`,
  );
}
