export { registerDevSeedRoutes } from './dev-seed.routes.js';
