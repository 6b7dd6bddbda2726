export { createFeatureFlagService } from './feature-flags.rpc.js';
export {
  ensureFeatureFlags,
  isFeatureFlagOn,
  listFeatureFlags,
  setFeatureFlag,
} from './feature-flags.repository.js';
