import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabaseFromConfig } from './db/open-from-config.js';
import { DEMO_OPERATOR, DEMO_PASSWORD, seedDemo } from './modules/demo/index.js';

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const database = openDatabaseFromConfig(config);
await database.migrate();
const { server, context } = await buildApp({
  config,
  database,
  trustedOrigins: config.isProduction ? [] : ['http://localhost:5173'],
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  server.log.info({ signal }, 'Shutting down: draining requests');
  try {
    await server.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    server.log.error({ err: error }, 'Shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
context.worker.start();
process.on('SIGINT', () => void shutdown('SIGINT'));

await server.listen({ port: config.port, host: config.host });

const lines = [
  '',
  `Foundly is running (${database.kind} database, ${config.env}).`,
  `  Customer app: ${config.baseUrl}/`,
  `  Back-office:  ${config.baseUrl}/ops/`,
  `  Health:       ${config.baseUrl}/healthz`,
  `  REST API:     ${config.baseUrl}/api/openapi.json`,
];
if (config.demoSeed) {
  const demos = await seedDemo(context);
  lines.push('', `Demo sign-ins (password: ${DEMO_PASSWORD}):`);
  for (const demo of demos) lines.push(`  ${demo.email.padEnd(24)} ${demo.name}`);
  lines.push(`  ${DEMO_OPERATOR.email.padEnd(24)} ${DEMO_OPERATOR.name} (back-office operator)`);
  lines.push('', `E-mail outbox: ${config.baseUrl}/api/dev/outbox`);
}
process.stdout.write(`${lines.join('\n')}\n\n`);
