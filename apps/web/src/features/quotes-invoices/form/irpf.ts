import type { DocumentFormValues } from './document-form-values.js';

/**
 * The IRPF withholdings the form offers, in percent: none, the 15 % of a professional's
 * income and the 7 % of the year the activity starts and the two following (Ley 35/2006
 * art. 101.5.a; RIRPF art. 95.1). The server checks the 7 % against the activity's start.
 */
export const IRPF_PERCENTS = ['0', '15', '7'] as const;

/** The IRPF withheld as sent: none when the customer is a consumer, who withholds nothing. */
export function getIrpfPercent(
  values: Pick<DocumentFormValues, 'irpfPercent'> & {
    customer: Pick<DocumentFormValues['customer'], 'isBusiness'>;
  },
): string {
  return values.customer.isBusiness ? values.irpfPercent || '0' : '0';
}
