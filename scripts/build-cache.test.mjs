import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashInputs, isUpToDate, recordBuild } from './build-cache.mjs';

describe('the build cache of npm run build', () => {
  let root;
  const target = {
    name: 'web',
    inputs: ['app', 'package-lock.json'],
    outputs: ['app/dist/index.html'],
  };

  function write(file, text) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }

  /** A project built once: its inputs, its output and the record of that build. */
  function buildOnce() {
    const fingerprint = hashInputs(root, target.inputs);
    write('app/dist/index.html', '<!doctype html>');
    recordBuild(root, target, fingerprint);
  }

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'foundly-build-cache-'));
    write('app/src/main.ts', 'export const answer = 42;');
    write('app/index.html', '<div id="root"></div>');
    write('package-lock.json', '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('skips a second build when no input changed', () => {
    buildOnce();
    expect(isUpToDate(root, target, hashInputs(root, target.inputs))).toBe(true);
  });

  it.each([
    ['a source file is edited', () => write('app/src/main.ts', 'export const answer = 43;')],
    ['a source file is added', () => write('app/src/extra.ts', 'export {};')],
    ['the locked dependencies change', () => write('package-lock.json', '{"lockfileVersion":3}')],
  ])('rebuilds when %s', (_title, change) => {
    buildOnce();
    change();
    expect(isUpToDate(root, target, hashInputs(root, target.inputs))).toBe(false);
  });

  it('rebuilds when the output was deleted, whatever the record says', () => {
    buildOnce();
    rmSync(path.join(root, 'app/dist'), { recursive: true });
    expect(isUpToDate(root, target, hashInputs(root, target.inputs))).toBe(false);
  });

  it('rebuilds what was never built', () => {
    write('app/dist/index.html', '<!doctype html>');
    expect(isUpToDate(root, target, hashInputs(root, target.inputs))).toBe(false);
  });

  it('ignores the output, installed packages and tests beside the code', () => {
    const before = hashInputs(root, target.inputs);
    write('app/dist/assets/index-abc.js', 'console.log(1)');
    write('app/node_modules/x/index.js', 'module.exports = 1');
    write('app/src/main.test.ts', 'it("works", () => {})');
    expect(hashInputs(root, target.inputs)).toBe(before);
  });

  it('tells a file moved to another folder from the same bytes in place', () => {
    const before = hashInputs(root, target.inputs);
    rmSync(path.join(root, 'app/src/main.ts'));
    write('app/lib/main.ts', 'export const answer = 42;');
    expect(hashInputs(root, target.inputs)).not.toBe(before);
  });
});
