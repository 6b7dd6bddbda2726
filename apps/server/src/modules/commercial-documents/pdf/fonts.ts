import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The typeface of the product (Inter, SIL Open Font License 1.1), as TrueType
 * files from its npm package. Embedded in every PDF: PDF/A (Factur-X) forbids
 * a font the reader must supply, and the standard PDF fonts cannot print
 * characters outside Latin-1 (ł, ő, €-less code pages).
 */
export interface DocumentFonts {
  regular: Uint8Array;
  semiBold: Uint8Array;
}

const require = createRequire(import.meta.url);

let loaded: Promise<DocumentFonts> | undefined;

async function readFontFile(weight: string): Promise<Uint8Array> {
  const folder = path.dirname(require.resolve('@expo-google-fonts/inter/package.json'));
  return new Uint8Array(await readFile(path.join(folder, weight, `Inter_${weight}.ttf`)));
}

/** Reads the font files once per process. */
export function loadDocumentFonts(): Promise<DocumentFonts> {
  loaded ??= Promise.all([readFontFile('400Regular'), readFontFile('600SemiBold')]).then(
    ([regular, semiBold]) => ({ regular, semiBold }),
  );
  return loaded;
}
