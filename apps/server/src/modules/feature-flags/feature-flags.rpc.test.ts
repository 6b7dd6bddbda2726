import { describe, expect, it } from 'vitest';
import { describeCallerChecks } from '../../../test/caller-checks.js';
import { BACKENDS, useTestApp } from '../../../test/harness.js';
import { ensureFeatureFlags, setFeatureFlag } from './index.js';

describe.each(BACKENDS)('FeatureFlagService on %s', (backend) => {
  const app = useTestApp(backend);

  describe('GetAllFeatureFlags', () => {
    it('lists the compliance tool, invoice tool and business bank account flags, off by default', async () => {
      const { rpc } = await app().signUpCustomer();
      const { featureFlags } = await rpc.featureFlags.getAllFeatureFlags({});
      expect(featureFlags.map(({ name, enabled }) => ({ name, enabled }))).toEqual([
        { name: 'business_bank_account', enabled: false },
        { name: 'compliance_tool', enabled: false },
        { name: 'invoice_tool', enabled: false },
      ]);
    });

    it('answers a signed-in person who has no customer record yet', async () => {
      const user = await app().signUp();
      const { featureFlags } = await app()
        .clients({ cookie: user.cookie })
        .featureFlags.getAllFeatureFlags({});
      expect(featureFlags).toHaveLength(3);
    });

    it('shows a flag an operator turned on, and a restart does not turn it off', async () => {
      const { rpc } = await app().signUpCustomer();
      await setFeatureFlag(app().context.db, 'invoice_tool', true);
      await ensureFeatureFlags(app().context.db);
      try {
        const { featureFlags } = await rpc.featureFlags.getAllFeatureFlags({});
        expect(featureFlags.filter((flag) => flag.enabled).map((flag) => flag.name)).toEqual([
          'invoice_tool',
        ]);
      } finally {
        await setFeatureFlag(app().context.db, 'invoice_tool', false);
      }
    });
  });

  describeCallerChecks('GetAllFeatureFlags', app, (rpc) => rpc.featureFlags.getAllFeatureFlags({}));
});
