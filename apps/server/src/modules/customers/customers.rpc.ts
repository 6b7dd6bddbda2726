import type { ServiceImpl } from '@connectrpc/connect';
import { CountryCode, CustomerService, GetOrCreateCustomerCode } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../rpc/caller.js';
import { toCustomerMessage } from './customer-mapper.js';
import { getOrCreateCustomer } from './use-cases/get-or-create-customer.js';
import { updateCustomerName } from './use-cases/update-customer-name.js';
import { updateCustomerPassword } from './use-cases/update-customer-password.js';
import { updateCustomerSettings } from './use-cases/update-customer-settings.js';

export function createCustomerService(app: AppContext): ServiceImpl<typeof CustomerService> {
  return {
    async getOrCreateCustomer(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const { customer, created } = await getOrCreateCustomer(app, caller, {
        email: request.email,
        country: request.country === CountryCode.UNSPECIFIED ? '' : CountryCode[request.country],
      });
      return {
        customer: toCustomerMessage(customer),
        code: created ? GetOrCreateCustomerCode.USER_CREATED : GetOrCreateCustomerCode.USER_EXISTS,
      };
    },
    async updateCustomerName(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return { customer: toCustomerMessage(await updateCustomerName(app, caller, request.name)) };
    },
    async updateCustomerSettings(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const customer = await updateCustomerSettings(app, caller, {
        marketingEmails: request.settings?.marketingEmails ?? false,
      });
      return { customer: toCustomerMessage(customer) };
    },
    async updateCustomerPassword(request, ctx) {
      const caller = await requireCaller(app, ctx);
      await updateCustomerPassword(app, caller, request.newPassword);
      return {};
    },
  };
}
