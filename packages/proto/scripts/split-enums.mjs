/**
 * Moves the enums of each generated `*_pb.ts` into a `*_enums.ts` of its own,
 * re-exported by the `_pb` file. An enum is a plain object; its `_pb` file
 * also builds the file's descriptors with the protobuf runtime. Apart, a
 * screen that only compares a status imports the enum without the runtime
 * and the descriptors (the web app loads those with its first call).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const GENERATED = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/gen/formation/v1',
);
const ENUM_BLOCK = /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\n)?export enum (\w+) \{\n[\s\S]*?\n\}\n\n?/g;

for (const file of readdirSync(GENERATED).filter((name) => name.endsWith('_pb.ts'))) {
  const source = readFileSync(path.join(GENERATED, file), 'utf8');
  const names = [];
  const blocks = [];
  const rest = source.replace(ENUM_BLOCK, (block, _doc, name) => {
    names.push(name);
    blocks.push(block.trimEnd());
    return '';
  });
  if (names.length === 0) continue;
  const enumsModule = file.replace(/_pb\.ts$/, '_enums');
  const header = source.split('\n').filter((line) => line.startsWith('// @generated'));
  writeFileSync(
    path.join(GENERATED, `${enumsModule}.ts`),
    [...header, '/* eslint-disable */', '', blocks.join('\n\n'), ''].join('\n'),
  );
  const list = names.join(', ');
  const reexport = `import type { ${list} } from './${enumsModule}.js';\nexport { ${list} } from './${enumsModule}.js';\n\n`;
  // After the generated imports, before the file's descriptor.
  const at = rest.indexOf('\n/**');
  writeFileSync(
    path.join(GENERATED, file),
    `${rest.slice(0, at + 1)}${reexport}${rest.slice(at + 1)}`,
  );
}
