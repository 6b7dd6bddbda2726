export { registerDevAccountFeaturesRoute } from './dev-account-features.routes.js';
export { registerDevSeedRoutes } from './dev-seed.routes.js';
export { registerDevStatusRoute } from './dev-status.routes.js';
export { createSamplePdf } from './sample-pdf.js';
export { registerDevRegistrationRoute } from './dev-registration.routes.js';
