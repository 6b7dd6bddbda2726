import {
  assertNoViolations,
  computeModelo130,
  computeModelo303,
  getCalendarDate,
  getModelo130Boxes,
  getModelo303Boxes,
  getQuarterlyReturnDeadline,
  getQuarterToFile,
  isInQuarter,
  SPANISH_TIME_ZONE,
  type CalendarQuarter,
  type FieldViolation,
  type YearQuarter,
} from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { listFacturaFigures } from '../../commercial-documents/index.js';
import { listExpenseFigures, requireExpenseAccount } from '../../expenses/index.js';

/** The first year whose figures can be asked for: the product kept no books before. */
const FIRST_YEAR = 2000;

const QUARTERS: readonly CalendarQuarter[] = [1, 2, 3, 4];

/**
 * The quarter a request names: both 0 for the quarter filed next in Madrid
 * today; else a year from 2000 to next year and a quarter from 1 to 4
 * (invalid_argument otherwise).
 */
function resolveQuarter(app: AppContext, input: { year: number; quarter: number }): YearQuarter {
  const today = getCalendarDate(app.clock.now(), SPANISH_TIME_ZONE);
  if (input.year === 0 && input.quarter === 0) return getQuarterToFile(today);
  const violations: FieldViolation[] = [];
  if (input.year < FIRST_YEAR || input.year > Number(today.slice(0, 4)) + 1) {
    violations.push({ field: 'year', message: 'errors.field.invalid' });
  }
  if (!QUARTERS.includes(input.quarter as CalendarQuarter)) {
    violations.push({ field: 'quarter', message: 'errors.field.invalid' });
  }
  assertNoViolations(violations);
  return { year: input.year, quarter: input.quarter as CalendarQuarter };
}

function getQuarterBounds({ year, quarter }: YearQuarter) {
  const firstMonth = (quarter - 1) * 3 + 1;
  const lastMonth = firstMonth + 2;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    start: `${year}-${pad(firstMonth)}-01`,
    end: `${year}-${pad(lastMonth)}-${pad(lastDay)}`,
  };
}

/**
 * The figures of a quarter's modelos 303 and 130 of the caller's Spanish
 * autónomo account, from its issued facturas and rectificativas (cancelled
 * ones aside) and its gastos of the year, box by box, with the quarter's
 * bounds and the deadlines of the year's four quarters. Reads only.
 */
export async function getQuarterlyFigures(
  app: AppContext,
  caller: Caller,
  input: { accountId: string; year: number; quarter: number },
) {
  const accountId = await requireExpenseAccount(app, caller, input.accountId);
  const period = resolveQuarter(app, input);
  const [invoices, expenses] = await Promise.all([
    listFacturaFigures(app.db, accountId, period.year),
    listExpenseFigures(app.db, accountId, period.year),
  ]);
  const modelo303 = computeModelo303({ ...period, invoices, expenses });
  const modelo130 = computeModelo130({ ...period, invoices, expenses });
  const bounds = getQuarterBounds(period);
  return {
    ...period,
    periodStart: bounds.start,
    periodEnd: bounds.end,
    deadline: getQuarterlyReturnDeadline(period.year, period.quarter),
    boxes: [...getModelo303Boxes(modelo303), ...getModelo130Boxes(modelo130)],
    vatResult: modelo303.result,
    instalmentPayment: modelo130.payment,
    invoiceCount: invoices.filter((invoice) =>
      isInQuarter(invoice.issueDate, period.year, period.quarter),
    ).length,
    expenseCount: expenses.filter((expense) =>
      isInQuarter(expense.date, period.year, period.quarter),
    ).length,
    deadlines: QUARTERS.map((quarter) => ({
      year: period.year,
      quarter,
      deadline: getQuarterlyReturnDeadline(period.year, quarter),
    })),
  };
}

export type QuarterlyFigures = Awaited<ReturnType<typeof getQuarterlyFigures>>;
