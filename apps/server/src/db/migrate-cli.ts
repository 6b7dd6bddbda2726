import { loadConfig } from '../config.js';
import { openDatabaseFromConfig } from './open-from-config.js';

const config = loadConfig(process.env);
const database = openDatabaseFromConfig(config);
await database.migrate();
await database.close();
process.stdout.write(`Migrations applied (${database.kind}).\n`);
