/**
 * `npm run lint` fails on any import circle in the apps and packages. Type-only imports count
 * (`transform: false`): a circle through types still ties two files together, and it is how the
 * runtime circles of the server started.
 */
export default {
  files: ['apps/*/src/**/*.{ts,tsx}', 'apps/*/test/**/*.ts', 'packages/*/src/**/*.{ts,tsx}'],
  transform: false,
  tree: false,
  warning: false,
  progress: false,
  exitCode: 'circular:1',
};
