import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The manifest of the built web app: each chunk's file and the module it is named after. */
const MANIFEST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/dist/.vite/manifest.json',
);

/**
 * The paths of the built chunks named after a module (`document-editor`): the files carry only
 * their hash, the manifest says what each holds.
 */
export function builtChunkPaths(name: string): string[] {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >;
  return Object.values(manifest)
    .filter((chunk) => chunk.name === name && chunk.file.endsWith('.js'))
    .map((chunk) => `/${chunk.file}`);
}
