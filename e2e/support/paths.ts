import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the screenshots of the shell are written (git-ignored with the rest of artifacts/). */
export const SCREENSHOT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../artifacts/screenshots',
);
