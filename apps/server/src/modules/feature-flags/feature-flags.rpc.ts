import type { ServiceImpl } from '@connectrpc/connect';
import { FeatureFlagService } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../rpc/caller.js';
import { listFeatureFlags } from './feature-flags.repository.js';

export function createFeatureFlagService(app: AppContext): ServiceImpl<typeof FeatureFlagService> {
  return {
    async getAllFeatureFlags(_request, ctx) {
      await requireCaller(app, ctx);
      const flags = await listFeatureFlags(app.db);
      return { featureFlags: flags.map(({ name, enabled }) => ({ name, enabled })) };
    },
  };
}
