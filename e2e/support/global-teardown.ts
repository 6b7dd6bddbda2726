import { existsSync, readdirSync } from 'node:fs';
import { SCREENSHOT_DIR } from './paths.js';

/** Prints where the screenshots are, so that a person can look at them after the run. */
export default function globalTeardown() {
  if (!existsSync(SCREENSHOT_DIR)) return;
  const count = readdirSync(SCREENSHOT_DIR).filter((name) => name.endsWith('.png')).length;
  console.log(`\nScreenshots (${count}): ${SCREENSHOT_DIR}\n`);
}
