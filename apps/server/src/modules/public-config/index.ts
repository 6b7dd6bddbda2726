export { getPublicConfig, registerPublicConfigRoute } from './public-config.routes.js';
