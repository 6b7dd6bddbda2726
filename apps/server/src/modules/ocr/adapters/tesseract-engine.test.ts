import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTesseractEngine } from './tesseract-engine.js';

async function renderWords(text: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120"><rect width="100%" height="100%" fill="#fff"/><text x="20" y="75" font-family="DejaVu Sans" font-size="40">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('the Tesseract engine', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'foundly-ocr-engine-'));
  const logger = pino({ level: 'silent' });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reads an image with the language data of node_modules, then refuses work once closed', async () => {
    const engine = createTesseractEngine({ dataDir, logger });
    const result = await engine.recognise(await renderWords('Calle Mayor 12'));
    expect(result.text).toContain('Calle Mayor 12');
    expect(result.lines).toEqual(['Calle Mayor 12']);
    expect(result.confidence).toBeGreaterThan(70);
    const [folder] = readdirSync(dataDir);
    expect(folder).toMatch(/^tessdata_spa-[\d.]+$/);
    expect(readdirSync(path.join(dataDir, folder!)).sort()).toEqual([
      'cache',
      'spa.traineddata.gz',
    ]);
    await engine.close?.();
    await expect(engine.recognise(await renderWords('Calle'))).rejects.toThrow('closed');
  }, 60_000);

  it('refuses a reading at once when eight already wait for the worker; closing ends them', async () => {
    const engine = createTesseractEngine({ dataDir, logger });
    const image = await renderWords('Plaza Mayor 1');
    const running = engine.recognise(image);
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = Array.from({ length: 8 }, () => engine.recognise(image));
    await expect(engine.recognise(image)).rejects.toThrow('queue is full');
    await expect(running).resolves.toMatchObject({ lines: ['Plaza Mayor 1'] });
    await engine.close?.();
    const settled = await Promise.allSettled(waiting);
    expect(settled.some((outcome) => outcome.status === 'rejected')).toBe(true);
  }, 60_000);
});
