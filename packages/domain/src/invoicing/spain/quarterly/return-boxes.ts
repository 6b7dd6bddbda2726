import { RATE_DECIMALS } from '../../document-totals.js';
import { toScaledInteger } from '../../scaled-number.js';
import type { Modelo130Figures } from './modelo-130.js';
import type { Modelo303Figures } from './modelo-303.js';

/** What a line of a quarter's return holds; each is a key of the `taxQuarters.boxes` messages. */
export type ReturnBoxKey =
  | 'outputBase'
  | 'outputTax'
  | 'modificationBase'
  | 'modificationTax'
  | 'totalOutputVat'
  | 'deductibleBase'
  | 'deductibleInputVat'
  | 'totalDeductible'
  | 'vatResult'
  | 'exemptBase'
  | 'income'
  | 'expenses'
  | 'netYield'
  | 'instalmentBase'
  | 'earlierPayments'
  | 'withholdings'
  | 'instalmentResult'
  | 'payment';

/** One line of a return as a gestor copies it: the form's box number, what it is, the amount. */
export interface ReturnBox {
  form: '303' | '130';
  /** The box (casilla) of the form, e.g. '07'; empty for a figure the form has no box for. */
  box: string;
  key: ReturnBoxKey;
  /** The IVA rate of a line charged at one rate. */
  rate?: number;
  /** Integer cents. */
  amount: bigint;
}

/**
 * The boxes of the IVA charged in the general regime, base and cuota, by
 * rate: 4 % in 01 and 03, 10 % in 04 and 06, 21 % in 07 and 09 (the rate
 * itself goes in 02, 05 and 08), as modelo 303 (Orden HAC/3625/2003, which
 * approves it, as amended since) lays them out.
 */
const OUTPUT_BOXES: Readonly<Record<string, { base: string; tax: string }>> = {
  '400': { base: '01', tax: '03' },
  '1000': { base: '04', tax: '06' },
  '2100': { base: '07', tax: '09' },
};

/**
 * The figures of a modelo 303 in the form's boxes, in the form's order: the
 * IVA charged per rate, lowest first (01–09), the rectificativas as modifications of bases and cuotas (14, 15),
 * the total charged (27), the IVA borne on current expenses, for its
 * deductible share (28, 29), the total to deduct (45) and the general
 * regime's result (46). The exempt base is given without a box: the
 * quarterly form does not ask for it. Capital goods (30, 31) are not told
 * apart from current expenses: an expense has no such mark.
 */
export function getModelo303Boxes(figures: Modelo303Figures): ReturnBox[] {
  const boxes: ReturnBox[] = [];
  for (const entry of [...figures.outputVat].reverse()) {
    const numbers = OUTPUT_BOXES[String(toScaledInteger(entry.rate, RATE_DECIMALS))];
    boxes.push(
      {
        form: '303',
        box: numbers?.base ?? '',
        key: 'outputBase',
        rate: entry.rate,
        amount: entry.base,
      },
      {
        form: '303',
        box: numbers?.tax ?? '',
        key: 'outputTax',
        rate: entry.rate,
        amount: entry.tax,
      },
    );
  }
  boxes.push(
    { form: '303', box: '14', key: 'modificationBase', amount: figures.modifications.base },
    { form: '303', box: '15', key: 'modificationTax', amount: figures.modifications.tax },
    { form: '303', box: '27', key: 'totalOutputVat', amount: figures.totalOutputVat },
    { form: '303', box: '28', key: 'deductibleBase', amount: figures.deductibleBase },
    { form: '303', box: '29', key: 'deductibleInputVat', amount: figures.deductibleInputVat },
    { form: '303', box: '45', key: 'totalDeductible', amount: figures.deductibleInputVat },
    { form: '303', box: '46', key: 'vatResult', amount: figures.result },
    { form: '303', box: '', key: 'exemptBase', amount: figures.exemptBase },
  );
  return boxes;
}

/**
 * The figures of a modelo 130 (Orden EHA/672/2007, which approves it) in the
 * boxes of its section I (activities in estimación directa): income (01), expenses (02), net yield (03), 20 % of it
 * (04), earlier payments of the year (05), withholdings (06) and the
 * instalment's result (07), then what is paid, never below zero.
 */
export function getModelo130Boxes(figures: Modelo130Figures): ReturnBox[] {
  return [
    { form: '130', box: '01', key: 'income', amount: figures.income },
    { form: '130', box: '02', key: 'expenses', amount: figures.expenses },
    { form: '130', box: '03', key: 'netYield', amount: figures.netYield },
    { form: '130', box: '04', key: 'instalmentBase', amount: figures.instalmentBase },
    { form: '130', box: '05', key: 'earlierPayments', amount: figures.earlierPayments },
    { form: '130', box: '06', key: 'withholdings', amount: figures.withholdings },
    { form: '130', box: '07', key: 'instalmentResult', amount: figures.result },
    { form: '130', box: '', key: 'payment', amount: figures.payment },
  ];
}
