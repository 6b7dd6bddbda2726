import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The folders under a directory, read when the config loads (empty when it does not exist). */
function listFolders(relativeDir) {
  const dir = path.join(root, relativeDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const WEB = 'apps/web/src';
const OPS = 'apps/ops/src';
/** The single-page apps, which share one layout (app, routes, layouts, features, shared code). */
const SPA_SOURCES = [WEB, OPS];

/**
 * The features' data layers (`features/<name>/api/`, as paths relative to features/): the RPC
 * hooks and their query keys, the one part of a feature that other features and shared code may
 * use (the founder's order is read on nearly every screen).
 */
function featureApis(src) {
  return listFolders(`${src}/features`)
    .filter((feature) => existsSync(path.join(root, src, 'features', feature, 'api')))
    .map((feature) => `${feature}/api`);
}

/** A feature's api/ is data only: it uses the RPC layer and other api/ folders, never screens. */
const featureApiZones = SPA_SOURCES.flatMap((src) =>
  featureApis(src).map((api) => ({
    target: `./${src}/features/${api}`,
    from: [`./${src}/components`, `./${src}/layouts`, `./${src}/routes`],
    message:
      "A feature's api/ holds its data hooks: it must not import components, layouts or routes.",
  })),
);

/**
 * The one other exception: each country's questionnaire is built of the shared
 * questionnaire's pieces (step frame, fields, forms, screens), given its own
 * funnels and rules; the shared questionnaire never imports a country's.
 */
const FEATURES_BUILT_ON = {
  'french-questionnaire': ['questionnaire'],
  'spanish-questionnaire': ['questionnaire'],
  'uk-questionnaire': ['questionnaire'],
};

/**
 * A feature never imports another feature (bulletproof-react), except its api/ and the bases
 * above: one zone per folder under features/, forbidding every other feature folder. A page that
 * needs two features composes them in its route file.
 */
const featureZones = SPA_SOURCES.flatMap((src) =>
  listFolders(`${src}/features`).map((feature) => ({
    target: `./${src}/features/${feature}`,
    from: `./${src}/features`,
    except: [
      `./${feature}`,
      ...(FEATURES_BUILT_ON[feature] ?? []).map((base) => `./${base}`),
      ...featureApis(src).map((api) => `./${api}`),
    ],
    message:
      'A feature must not import another feature (only its api/): compose them in a route file instead.',
  })),
);

const SERVER_MODULES = 'apps/server/src/modules';
const serverModules = listFolders(SERVER_MODULES);

/**
 * A server module reaches another only through that module's index.ts: one zone per module
 * folder, forbidding its other files to every other module.
 */
const serverModuleZones = serverModules.map((name) => ({
  target: serverModules
    .filter((other) => other !== name)
    .map((other) => `./${SERVER_MODULES}/${other}`),
  from: `./${SERVER_MODULES}/${name}`,
  except: ['./index.ts'],
  message: `Another module uses ${name} through ${SERVER_MODULES}/${name}/index.ts only.`,
}));

/**
 * Imports flow one way: routes -> layouts and features -> shared code (components, hooks, lib and
 * the app/ providers they read: i18n, theme, session) -> the features' data hooks (api/) -> the
 * RPC layer. Packages never reach into apps.
 */
const boundaryZones = [
  ...featureZones,
  ...featureApiZones,
  ...serverModuleZones,
  ...SPA_SOURCES.flatMap((src) => [
    {
      target: `./${src}/features`,
      from: `./${src}/routes`,
      message: 'Route files compose features, not the other way round.',
    },
    {
      target: [`./${src}/components`, `./${src}/hooks`, `./${src}/lib`],
      from: `./${src}/features`,
      except: featureApis(src).map((api) => `./${api}`),
      message:
        'Shared code (components, hooks, lib) must not depend on features (only their api/).',
    },
    {
      target: [`./${src}/components`, `./${src}/hooks`, `./${src}/lib`],
      from: [`./${src}/routes`, `./${src}/layouts`],
      message: 'Shared code (components, hooks, lib) must not depend on routes or layouts.',
    },
  ]),
  {
    target: './packages',
    from: './apps',
    message: 'Packages are imported by apps, never the other way round.',
  },
  {
    target: './apps/server',
    from: ['./apps/web', './apps/ops'],
    message: 'The server never imports a web app.',
  },
  {
    target: ['./apps/web', './apps/ops'],
    from: './apps/server',
    message: 'A web app talks to the server through its contracts (@foundly/proto), not its code.',
  },
];

/** What the domain package may not import: it is pure rules, with no I/O and no framework. */
const DOMAIN_FORBIDDEN = [
  'fs',
  'fs/*',
  'node:*',
  'pg',
  'pg/*',
  '@electric-sql/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'drizzle-kit',
  'fastify',
  'fastify/*',
  '@fastify/*',
  '@connectrpc/*',
  'better-auth',
  'better-auth/*',
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@foundly/server',
  '@foundly/server/*',
  '@foundly/web',
  '@foundly/web/*',
  '@foundly/ops',
  '@foundly/ops/*',
  '@foundly/ui',
  '@foundly/ui/*',
  '@foundly/app-kit',
  '@foundly/app-kit/*',
];

export default defineConfig(
  {
    name: 'foundly/ignores',
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'packages/proto/src/gen/**',
      'apps/*/src/route-tree.gen.ts',
      'apps/server/drizzle/**',
      'e2e/artifacts/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'foundly/base',
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    name: 'foundly/imports',
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
          extensionAlias: {
            '.js': ['.ts', '.tsx', '.js'],
            '.jsx': ['.tsx', '.jsx'],
            '.mjs': ['.mts', '.mjs'],
            '.cjs': ['.cts', '.cjs'],
          },
          conditionNames: ['import', 'module', 'default', 'require', 'node'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    name: 'foundly/domain-is-pure',
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: DOMAIN_FORBIDDEN,
              message:
                'packages/domain holds pure rules: no I/O, database, server or UI framework imports.',
            },
          ],
        },
      ],
    },
  },
  {
    // Typed rules only where a lost promise hurts most: an unhandled rejection ends the server,
    // and a browser assertion without `await` passes without checking anything. The rest of the
    // repository is linted without type information to stay fast.
    name: 'foundly/awaited-promises',
    files: ['apps/server/src/**/*.ts', 'apps/server/test/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    name: 'foundly/browser',
    files: [
      'apps/web/src/**/*.{ts,tsx}',
      'apps/ops/src/**/*.{ts,tsx}',
      'packages/ui/src/**/*.{ts,tsx}',
      'packages/app-kit/src/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    name: 'foundly/react-hooks',
    files: [
      'apps/web/src/**/*.{ts,tsx}',
      'apps/ops/src/**/*.{ts,tsx}',
      'packages/ui/src/**/*.{ts,tsx}',
      'packages/app-kit/src/**/*.{ts,tsx}',
    ],
    ...reactHooks.configs.flat.recommended,
  },
);
