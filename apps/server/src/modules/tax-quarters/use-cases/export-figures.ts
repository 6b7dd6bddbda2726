import { assertNoViolations, formatQuarterlyCsv, isLocale, type Locale } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { QUARTERLY_CSV_COPY } from '../csv-copy.js';
import { getQuarterlyFigures } from './quarterly-figures.js';

/** A rate as the export writes it: 21 %, 10 %, 4 %. */
function formatRate(rate: number | undefined): string {
  return `${Math.round((rate ?? 0) * 10000) / 100} %`;
}

/**
 * A quarter's figures as a CSV file labelled in `locale` (es-es when empty;
 * any other is invalid_argument), with the same authorisation and checks as
 * the figures themselves.
 */
export async function exportQuarterlyFigures(
  app: AppContext,
  caller: Caller,
  input: { accountId: string; year: number; quarter: number; locale: string },
) {
  const figures = await getQuarterlyFigures(app, caller, input);
  const locale: Locale | undefined =
    input.locale === '' ? 'es-es' : isLocale(input.locale) ? input.locale : undefined;
  if (!locale) {
    assertNoViolations([{ field: 'locale', message: 'errors.field.invalid' }]);
  }
  const copy = QUARTERLY_CSV_COPY[locale ?? 'es-es'];
  const csv = formatQuarterlyCsv(
    copy.header,
    figures.boxes.map((box) => ({ box, label: copy.label(box.key, formatRate(box.rate)) })),
    copy.style,
  );
  return {
    content: new TextEncoder().encode(csv),
    fileName: copy.fileName(figures.year, figures.quarter),
  };
}
