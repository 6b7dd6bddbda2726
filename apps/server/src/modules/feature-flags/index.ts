export { createFeatureFlagService } from './feature-flags.rpc.js';
export { ensureFeatureFlags, setFeatureFlag } from './feature-flags.repository.js';
