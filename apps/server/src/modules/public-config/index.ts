export { registerPublicConfigRoute } from './public-config.routes.js';
