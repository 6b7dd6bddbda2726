import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CNAE_2009_KEYWORDS } from './cnae-2009-keywords.js';
import { loadCnae2009Index, loadUkSic2007Index } from './load-activity-index.js';
import { UK_SIC_2007_KEYWORDS } from './uk-sic-2007-keywords.js';

const codes = async (load: typeof loadCnae2009Index, query: string, limit = 5) =>
  (await load()).search(query, limit).map((entry) => entry.code);

describe('CNAE-2009', () => {
  it('holds the 629 classes of 4 digits, each once, with the Spanish-only classes', async () => {
    const index = await loadCnae2009Index();
    expect(index.size).toBe(629);
    expect(index.version).toBe('CNAE-2009 (Real Decreto 475/2007)');
    for (const code of ['1043', '3519', '5916', '8544', '9106']) expect(index.has(code)).toBe(true);
    // NACE classes Spain split or renumbered, and coarser levels, are not classes of CNAE-2009.
    for (const code of ['1041', '3511', '5911', '9101', '62', '620', '62011']) {
      expect(index.has(code), code).toBe(false);
    }
  });

  it('gives INE’s title and reads a code with or without its dot', async () => {
    const index = await loadCnae2009Index();
    const expected = { code: '6201', label: 'Actividades de programación informática' };
    expect(index.get('6201')).toEqual(expected);
    expect(index.get('62.01')).toEqual(expected);
    expect(index.get(' 62 01 ')).toEqual(expected);
  });

  it.each([
    ['programación informática', '6201'],
    ['programacion', '6201'],
    ['desarrollador', '6201'],
    ['peluquero', '9602'],
    ['tienda online', '4791'],
    ['restaurantes', '5610'],
    ['6201', '6201'],
    ['62.0', '6201'],
  ])('"%s" finds %s first', async (query, code) => {
    expect((await codes(loadCnae2009Index, query))[0]).toBe(code);
  });

  it('lists every class of a division by the start of its code, and nothing for an unknown one', async () => {
    expect(await codes(loadCnae2009Index, '62', 10)).toEqual(['6201', '6202', '6203', '6209']);
    expect(await codes(loadCnae2009Index, '0000')).toEqual([]);
    expect(await codes(loadCnae2009Index, '   ')).toEqual([]);
    expect(await codes(loadCnae2009Index, 'programación', 0)).toEqual([]);
  });

  it('names only classes of the list in its everyday words', async () => {
    const index = await loadCnae2009Index();
    expect(Object.keys(CNAE_2009_KEYWORDS).filter((code) => !index.has(code))).toEqual([]);
  });
});

describe('UK SIC 2007 (Companies House condensed list)', () => {
  it('holds the 731 codes of 5 digits, each once, with the two Companies House adds', async () => {
    const index = await loadUkSic2007Index();
    expect(index.size).toBe(731);
    expect(index.get('99999')).toEqual({ code: '99999', label: 'Dormant Company' });
    expect(index.get('74990')).toEqual({ code: '74990', label: 'Non-trading company' });
    for (const code of ['6201', '620', '62010', '00000']) expect(index.has(code), code).toBe(false);
  });

  it.each([
    ['software developer', '62012'],
    ['Business and domestic software development', '62012'],
    ['plumber', '43220'],
    ['hairdressing', '96020'],
    ['620', '62011'],
    ['62.012', '62012'],
  ])('"%s" finds %s first', async (query, code) => {
    expect((await codes(loadUkSic2007Index, query))[0]).toBe(code);
  });

  it('names only codes of the list in its everyday words', async () => {
    const index = await loadUkSic2007Index();
    expect(Object.keys(UK_SIC_2007_KEYWORDS).filter((code) => !index.has(code))).toEqual([]);
  });

  it('loads its data once', async () => {
    expect(await loadUkSic2007Index()).toBe(await loadUkSic2007Index());
  });
});

describe('the data modules', () => {
  it('are imported by the loader alone, and only dynamically, to stay out of a first load', () => {
    const root = dirname(dirname(fileURLToPath(import.meta.url)));
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const importers = files.filter((file) =>
      /(cnae-2009|uk-sic-2007)-(data|keywords)\.js/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(importers).toEqual([join('reference-data', 'load-activity-index.ts')]);
    const loader = readFileSync(join(root, importers[0]!), 'utf8');
    expect(loader).not.toMatch(/^import .*-(data|keywords)\.js/m);
  });
});
