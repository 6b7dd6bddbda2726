export { registerHealthRoute } from './health.routes.js';
