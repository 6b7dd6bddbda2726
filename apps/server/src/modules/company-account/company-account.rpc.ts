import { create } from '@bufbuild/protobuf';
import type { ServiceImpl } from '@connectrpc/connect';
import { CompanyAccountOnboardingSchema, CompanyAccountService } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../rpc/caller.js';
import { getCompanyAccountOnboarding } from './use-cases/get-company-account-onboarding.js';
import { subscribeBusinessAccount } from './use-cases/subscribe-business-account.js';

export function createCompanyAccountService(
  app: AppContext,
): ServiceImpl<typeof CompanyAccountService> {
  return {
    async getCompanyAccountOnboarding(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const onboarding = await getCompanyAccountOnboarding(app, caller, request.accountId);
      return {
        onboarding: create(CompanyAccountOnboardingSchema, {
          ...onboarding,
          monthlyPriceCents: BigInt(onboarding.monthlyPriceCents),
        }),
      };
    },
    async subscribeBusinessAccount(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const { url } = await subscribeBusinessAccount(app, caller, {
        accountId: request.accountId,
        locale: request.locale,
      });
      return { url };
    },
  };
}
