import { rmSync } from 'node:fs';
import { SCREENSHOT_DIR } from './paths.js';

/** Starts each run with an empty screenshot folder, so that no shot from an older run remains. */
export default function globalSetup() {
  rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
}
