import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Poppler's command-line tools (Debian's poppler-utils) and libxml2's xmllint
 * (libxml2-utils) read the PDFs and XML the way a third party would. A missing
 * tool fails the test with what to install: nothing is skipped.
 */

const run = promisify(execFile);

const PACKAGES: Record<string, string> = {
  pdftotext: 'poppler-utils',
  pdffonts: 'poppler-utils',
  pdfdetach: 'poppler-utils',
  xmllint: 'libxml2-utils',
};

async function runTool(tool: string, args: string[]) {
  try {
    return await run(tool, args, { maxBuffer: 32 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        `${tool} is not installed: install Debian's ${PACKAGES[tool] ?? tool} (.ci/run installs it)`,
        { cause: error },
      );
    }
    throw error;
  }
}

async function withFile<T>(
  name: string,
  bytes: Uint8Array | string,
  use: (file: string) => Promise<T>,
) {
  const folder = await mkdtemp(path.join(tmpdir(), 'foundly-pdf-'));
  try {
    const file = path.join(folder, name);
    await writeFile(file, bytes);
    return await use(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The text of a PDF with every run of spaces (line breaks, no-break spaces
 * included) made one space, so that a sentence wrapped over two lines is
 * still found whole. In reading order by default; `layout` keeps each
 * printed row on one line instead (a table's cells, a label and its amount),
 * its columns one space apart.
 */
export async function extractText(pdf: Uint8Array, options: { layout?: boolean } = {}) {
  return withFile('document.pdf', pdf, async (file) => {
    const args = ['-enc', 'UTF-8', ...(options.layout ? ['-layout'] : []), file, '-'];
    const { stdout } = await runTool('pdftotext', args);
    return options.layout
      ? stdout.split('\n').map(normaliseSpaces).filter(Boolean).join('\n')
      : normaliseSpaces(stdout);
  });
}

export function normaliseSpaces(text: string): string {
  return text.replace(/[\s\u00a0\u202f\u2009]+/g, ' ').trim();
}

export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
}

/** The fonts `pdffonts` lists, with whether each one is embedded. */
export async function listFonts(pdf: Uint8Array): Promise<PdfFont[]> {
  return withFile('document.pdf', pdf, async (file) => {
    const { stdout } = await runTool('pdffonts', [file]);
    const rows = stdout
      .split('\n')
      .slice(2)
      .filter((row) => row.trim() !== '');
    return rows.map((row) => {
      // name, type (may hold spaces), encoding, then emb sub uni yes/no columns and the object id.
      const match = /^(\S+)\s+(.+?)\s+(\S+)\s+(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+$/.exec(
        row,
      );
      if (!match) throw new Error(`Unexpected pdffonts row: ${row}`);
      return { name: match[1]!, type: match[2]!, embedded: match[4] === 'yes' };
    });
  });
}

/** The names of the files attached to a PDF. */
export async function listAttachments(pdf: Uint8Array): Promise<string[]> {
  return withFile('document.pdf', pdf, async (file) => {
    const { stdout } = await runTool('pdfdetach', ['-list', file]);
    return stdout
      .split('\n')
      .slice(1)
      .map((line) => line.replace(/^\d+:\s*/, '').trim())
      .filter(Boolean);
  });
}

/** One attached file's bytes, as `pdfdetach` saves it. */
export async function extractAttachment(pdf: Uint8Array, name: string): Promise<Buffer> {
  return withFile('document.pdf', pdf, async (file) => {
    const output = path.join(path.dirname(file), 'attachment');
    await runTool('pdfdetach', ['-savefile', name, '-o', output, file]);
    return readFile(output);
  });
}

/** Validates XML against an XSD with xmllint; resolves with xmllint's complaints, empty when valid. */
export async function validateAgainstSchema(xml: Uint8Array | string, schema: string) {
  return withFile('document.xml', xml, async (file) => {
    try {
      await runTool('xmllint', ['--noout', '--nonet', '--schema', schema, file]);
      return '';
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr;
      if (stderr === undefined) throw error;
      return stderr.trim();
    }
  });
}
