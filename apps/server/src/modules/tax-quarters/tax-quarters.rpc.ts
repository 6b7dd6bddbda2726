import type { ServiceImpl } from '@connectrpc/connect';
import { TaxForm, TaxQuarterService } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../rpc/caller.js';
import { exportQuarterlyFigures } from './use-cases/export-figures.js';
import { getQuarterlyFigures } from './use-cases/quarterly-figures.js';

const FORMS = { '303': TaxForm.TAX_FORM_303, '130': TaxForm.TAX_FORM_130 } as const;

/** The quarterly figures of a Spanish autónomo's returns (issue 18 point 6): the caller's own only. */
export function createTaxQuarterService(app: AppContext): ServiceImpl<typeof TaxQuarterService> {
  return {
    async getQuarterlyFigures(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const figures = await getQuarterlyFigures(app, caller, request);
      return {
        ...figures,
        boxes: figures.boxes.map((box) => ({
          form: FORMS[box.form],
          box: box.box,
          key: box.key,
          rate: box.rate ?? 0,
          amount: box.amount,
        })),
      };
    },
    async exportQuarterlyFigures(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return exportQuarterlyFigures(app, caller, request);
    },
  };
}
