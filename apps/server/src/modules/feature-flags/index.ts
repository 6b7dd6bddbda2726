export { createFeatureFlagService } from './feature-flags.rpc.js';
export {
  ensureFeatureFlags,
  listFeatureFlags,
  setFeatureFlag,
} from './feature-flags.repository.js';
