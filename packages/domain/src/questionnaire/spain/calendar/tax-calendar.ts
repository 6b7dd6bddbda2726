import type { IsoDate } from '../../validation/dates.js';
import { getLastDayOfMonth, toIsoDate } from './days.js';
import { getBusinessDayOnOrBefore, getDeadline } from './holidays.js';

/** What an autónomo files or pays; each is a key of the `spanishCalendar` messages. */
export type AutonomoObligationKind =
  | 'vatQuarterly'
  | 'incomeTaxInstalment'
  | 'vatAnnualSummary'
  | 'incomeTaxReturn'
  | 'socialSecurityQuota';

/** The period an obligation covers: a quarter, a month or a whole year. */
export type ObligationPeriod =
  | { kind: 'quarter'; year: number; quarter: 1 | 2 | 3 | 4 }
  | { kind: 'month'; year: number; month: number }
  | { kind: 'year'; year: number };

/** One dated obligation of the calendar. */
export interface AutonomoObligation {
  /** Unique in a calendar, e.g. `vatQuarterly-2026-Q1`. */
  id: string;
  kind: AutonomoObligationKind;
  /** The AEAT form, when there is one (303, 130, 390, 100). */
  form?: '303' | '130' | '390' | '100';
  authority: 'AEAT' | 'TGSS';
  period: ObligationPeriod;
  /** The first day of the legal window. */
  windowStart: IsoDate;
  /** The last day of the legal window, as the rule writes it. */
  windowEnd: IsoDate;
  /** The day it must be done by: the window's end, moved to the next business day if needed. */
  deadline: IsoDate;
  /** The window's end fell on a Saturday, a Sunday or a national holiday. */
  moved: boolean;
  /**
   * The window's opening is not fixed by a rule and the year's order is not
   * known yet: the date shown is an estimate (the Renta campaign).
   */
  estimated: boolean;
}

/** The order of obligations due on the same day. */
const KIND_ORDER: readonly AutonomoObligationKind[] = [
  'vatQuarterly',
  'incomeTaxInstalment',
  'vatAnnualSummary',
  'incomeTaxReturn',
  'socialSecurityQuota',
];

/** A quarter of the calendar year. */
export type CalendarQuarter = 1 | 2 | 3 | 4;
const QUARTERS: readonly CalendarQuarter[] = [1, 2, 3, 4];

/**
 * The filing window of a quarter's VAT return (modelo 303) and income-tax
 * instalment (modelo 130): the first 20 calendar days of the month after the
 * quarter, and the first 30 days of January for the fourth quarter.
 * Reglamento del IVA (Real Decreto 1624/1992) art. 71.4; Reglamento del IRPF
 * (Real Decreto 439/2007) art. 111.1 for the instalments of autónomos in
 * estimación directa or objetiva.
 */
function getQuarterWindow(
  year: number,
  quarter: CalendarQuarter,
): { start: IsoDate; end: IsoDate } {
  if (quarter === 4) return { start: toIsoDate(year + 1, 1, 1), end: toIsoDate(year + 1, 1, 30) };
  const month = quarter * 3 + 1;
  return { start: toIsoDate(year, month, 1), end: toIsoDate(year, month, 20) };
}

/**
 * The day a quarter's VAT return (modelo 303) and income-tax instalment
 * (modelo 130) are due: 20 April, 20 July, 20 October and 30 January, moved to
 * the next business day when that day is a Saturday, a Sunday or a national
 * holiday (`getDeadline`).
 */
export function getQuarterlyReturnDeadline(year: number, quarter: CalendarQuarter): IsoDate {
  return getDeadline(getQuarterWindow(year, quarter).end);
}

/**
 * The opening day of the Renta campaign, set each year by the order of the
 * Ministerio de Hacienda that approves modelo 100, keyed by the tax year
 * (ejercicio): 2024's opened on 2 April 2025, 2025's on 8 April 2026, as the
 * Agencia Tributaria announced them. A later year shows 1 April, marked
 * estimated, until its order is added here.
 */
const RENTA_CAMPAIGN_OPENINGS: Readonly<Record<number, IsoDate>> = {
  2024: '2025-04-02',
  2025: '2026-04-08',
};

/** The Renta campaign closes on 30 June of the next year (the yearly order of modelo 100). */
const RENTA_CAMPAIGN_LAST_DAY = { month: 6, day: 30 } as const;

function obligation(
  fields: Omit<AutonomoObligation, 'deadline' | 'moved' | 'estimated'> & { estimated?: boolean },
): AutonomoObligation {
  const deadline = getDeadline(fields.windowEnd);
  return {
    ...fields,
    deadline,
    moved: deadline !== fields.windowEnd,
    estimated: fields.estimated ?? false,
  };
}

/** The quarterly returns whose window falls in `year`: Q4 of the year before, then Q1–Q3. */
function getQuarterlyReturns(year: number): AutonomoObligation[] {
  const periods: { year: number; quarter: CalendarQuarter }[] = [
    { year: year - 1, quarter: 4 },
    ...QUARTERS.slice(0, 3).map((quarter) => ({ year, quarter })),
  ];
  return periods.flatMap((period) => {
    const window = getQuarterWindow(period.year, period.quarter);
    const common = {
      authority: 'AEAT' as const,
      period: { kind: 'quarter' as const, ...period },
      windowStart: window.start,
      windowEnd: window.end,
    };
    const suffix = `${period.year}-Q${period.quarter}`;
    return [
      obligation({ ...common, id: `vatQuarterly-${suffix}`, kind: 'vatQuarterly', form: '303' }),
      obligation({
        ...common,
        id: `incomeTaxInstalment-${suffix}`,
        kind: 'incomeTaxInstalment',
        form: '130',
      }),
    ];
  });
}

/**
 * The annual VAT summary (modelo 390) of the year before, filed during the
 * first 30 days of January (Reglamento del IVA art. 71 and Orden
 * EHA/3111/2009, which approves modelo 390). That order exempts a few
 * activities that file only quarterly returns; a founder in the general
 * regime files it.
 */
function getAnnualVatSummary(year: number): AutonomoObligation {
  return obligation({
    id: `vatAnnualSummary-${year - 1}`,
    kind: 'vatAnnualSummary',
    form: '390',
    authority: 'AEAT',
    period: { kind: 'year', year: year - 1 },
    windowStart: toIsoDate(year, 1, 1),
    windowEnd: toIsoDate(year, 1, 30),
  });
}

/** The income-tax return (modelo 100) of the year before, in the spring campaign. */
function getIncomeTaxReturn(year: number): AutonomoObligation {
  const taxYear = year - 1;
  const opening = RENTA_CAMPAIGN_OPENINGS[taxYear];
  return obligation({
    id: `incomeTaxReturn-${taxYear}`,
    kind: 'incomeTaxReturn',
    form: '100',
    authority: 'AEAT',
    period: { kind: 'year', year: taxYear },
    windowStart: opening ?? toIsoDate(year, 4, 1),
    windowEnd: toIsoDate(year, RENTA_CAMPAIGN_LAST_DAY.month, RENTA_CAMPAIGN_LAST_DAY.day),
    estimated: opening === undefined,
  });
}

/**
 * The monthly quota of the Régimen Especial de Trabajadores Autónomos: it is
 * paid within the month it is due (Reglamento General de Recaudación de la
 * Seguridad Social, Real Decreto 1415/2004), and the Tesorería General de la
 * Seguridad Social charges a direct-debited quota on the last business day
 * of that month, earlier when the month ends on a weekend or a holiday.
 */
function getSocialSecurityQuotas(year: number): AutonomoObligation[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const charge = getBusinessDayOnOrBefore(getLastDayOfMonth(year, month));
    return {
      id: `socialSecurityQuota-${year}-${String(month).padStart(2, '0')}`,
      kind: 'socialSecurityQuota' as const,
      authority: 'TGSS' as const,
      period: { kind: 'month' as const, year, month },
      windowStart: toIsoDate(year, month, 1),
      windowEnd: getLastDayOfMonth(year, month),
      deadline: charge,
      moved: charge !== getLastDayOfMonth(year, month),
      estimated: false,
    };
  });
}

/**
 * The tax calendar of an autónomo in the common territory for one calendar
 * year: what falls due in it, sorted by deadline. It has the
 * quarterly VAT return (modelo 303) and income-tax instalment (modelo 130) of
 * the fourth quarter of the year before and of the first three quarters, the
 * annual VAT summary (modelo 390) and the income-tax return (modelo 100) of
 * the year before, and the twelve monthly social security quotas. A deadline
 * that falls on a Saturday, a Sunday or a national holiday moves to the next
 * business day. The withholding summaries (modelos 190 and 180) are left
 * out: they concern an autónomo who withholds tax from employees,
 * professionals or a landlord, which the questionnaire does not ask about.
 */
export function getAutonomoTaxCalendar(year: number): AutonomoObligation[] {
  return [
    ...getQuarterlyReturns(year),
    getAnnualVatSummary(year),
    getIncomeTaxReturn(year),
    ...getSocialSecurityQuotas(year),
  ].sort(
    (a, b) =>
      a.deadline.localeCompare(b.deadline) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
  );
}
