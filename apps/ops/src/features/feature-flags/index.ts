export { FeatureFlagsPage } from './feature-flags-page.js';
