import { rpc } from '../../../app/rpc/methods.js';
import { useRpcQuery } from '../../../app/rpc/query.js';

/** A quarter of a year; both 0 for the quarter whose returns are filed next. */
export interface QuarterChoice {
  year: number;
  quarter: number;
}

/** The figures of a quarter's modelos 303 and 130 (GetQuarterlyFigures). */
export function useQuarterlyFigures(accountId: string, choice: QuarterChoice) {
  return useRpcQuery(
    rpc.TaxQuarterService.getQuarterlyFigures,
    { accountId, ...choice },
    { enabled: Boolean(accountId), placeholderData: (previous) => previous },
  );
}
