import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * What poppler's `pdfsig` prints about a PDF. It exits non-zero for a
 * certificate it cannot trust (the sandbox's is self-signed): the report is
 * what tests assert on. Without pdfsig on the machine it throws.
 */
export async function runPdfsig(bytes: Buffer): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'foundly-pdfsig-'));
  const file = path.join(folder, 'signed.pdf');
  writeFileSync(file, bytes);
  try {
    const { stdout } = await run('pdfsig', [file]);
    return stdout;
  } catch (error) {
    const { code, stdout } = error as { code?: unknown; stdout?: string };
    if (code === 'ENOENT') throw new Error('pdfsig is missing: install poppler-utils');
    return stdout ?? '';
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
