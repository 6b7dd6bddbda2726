import type { ServiceImpl } from '@connectrpc/connect';
import { ReferenceDataService } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../rpc/caller.js';
import type { Commune } from './communes.js';
import { getCnaeClasses, searchCnaeClasses } from './use-cases/cnae-classes.js';
import { getActivities } from './use-cases/get-activities.js';
import { getCommunesByPostalCode } from './use-cases/get-communes-by-postal-code.js';
import { searchActivities } from './use-cases/search-activities.js';
import { searchCommunes } from './use-cases/search-communes.js';

const toCommuneMessage = ({ code, name, departmentCode, postalCodes }: Commune) => ({
  code,
  name,
  departmentCode,
  postalCodes: [...postalCodes],
});

/** The reference lists (France's, and Spain's CNAE-2009) for signed-in founders: not tied to an order. */
export function createReferenceDataService(
  app: AppContext,
): ServiceImpl<typeof ReferenceDataService> {
  return {
    async searchActivities(request, ctx) {
      await requireCaller(app, ctx);
      return { activities: searchActivities(request) };
    },
    async getActivities(request, ctx) {
      await requireCaller(app, ctx);
      return { activities: getActivities(request.codes) };
    },
    async searchCommunes(request, ctx) {
      await requireCaller(app, ctx);
      return { communes: searchCommunes(request).map(toCommuneMessage) };
    },
    async getCommunesByPostalCode(request, ctx) {
      await requireCaller(app, ctx);
      return { communes: getCommunesByPostalCode(request.postalCode).map(toCommuneMessage) };
    },
    async searchCnaeClasses(request, ctx) {
      await requireCaller(app, ctx);
      return { activities: await searchCnaeClasses(request) };
    },
    async getCnaeClasses(request, ctx) {
      await requireCaller(app, ctx);
      return { activities: await getCnaeClasses(request.codes) };
    },
  };
}
