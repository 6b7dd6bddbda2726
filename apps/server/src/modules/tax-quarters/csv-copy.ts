import type { CsvStyle, Locale, ReturnBoxKey } from '@foundly/domain';

/** The words of the quarterly export in one language, and how its spreadsheets read numbers. */
export interface QuarterlyCsvCopy {
  style: CsvStyle;
  header: readonly [form: string, box: string, label: string, amount: string];
  /** A box's label; `rate` is the rate of a line charged at one rate, written as "21 %". */
  label: (key: ReturnBoxKey, rate: string) => string;
  /** The file's name: the quarter is T1–T4 in Spanish, as the forms write the period (1T–4T). */
  fileName: (year: number, quarter: number) => string;
}

type Labels = Record<ReturnBoxKey, string>;

function labelsOf(labels: Labels, atRate: (label: string, rate: string) => string) {
  return (key: ReturnBoxKey, rate: string) =>
    key === 'outputBase' || key === 'outputTax' ? atRate(labels[key], rate) : labels[key];
}

const ES: Labels = {
  outputBase: 'IVA devengado: base imponible',
  outputTax: 'IVA devengado: cuota',
  modificationBase: 'Modificación de bases (facturas rectificativas)',
  modificationTax: 'Modificación de cuotas (facturas rectificativas)',
  totalOutputVat: 'Total cuota devengada',
  deductibleBase: 'IVA deducible, operaciones interiores corrientes: base',
  deductibleInputVat: 'IVA deducible, operaciones interiores corrientes: cuota',
  totalDeductible: 'Total a deducir',
  vatResult: 'Resultado régimen general',
  exemptBase: 'Operaciones exentas (información, sin casilla)',
  income: 'Ingresos computables del año',
  expenses: 'Gastos fiscalmente deducibles del año',
  netYield: 'Rendimiento neto',
  instalmentBase: '20 % del rendimiento neto',
  earlierPayments: 'Pagos fraccionados anteriores del año',
  withholdings: 'Retenciones e ingresos a cuenta',
  instalmentResult: 'Pago fraccionado previo del trimestre',
  payment: 'A ingresar',
};

const EN: Labels = {
  outputBase: 'IVA charged: taxable base',
  outputTax: 'IVA charged: tax',
  modificationBase: 'Change of bases (corrective invoices)',
  modificationTax: 'Change of tax (corrective invoices)',
  totalOutputVat: 'Total IVA charged',
  deductibleBase: 'Deductible IVA, current domestic purchases: base',
  deductibleInputVat: 'Deductible IVA, current domestic purchases: tax',
  totalDeductible: 'Total to deduct',
  vatResult: 'General regime result',
  exemptBase: 'Exempt operations (for information, no box)',
  income: 'Income of the year to date',
  expenses: 'Deductible expenses of the year to date',
  netYield: 'Net yield',
  instalmentBase: '20 % of the net yield',
  earlierPayments: 'Earlier instalments of the year',
  withholdings: 'IRPF withheld',
  instalmentResult: 'Instalment of the quarter',
  payment: 'To pay',
};

const FR: Labels = {
  outputBase: 'IVA collectée : base imposable',
  outputTax: 'IVA collectée : montant',
  modificationBase: 'Modification des bases (factures rectificatives)',
  modificationTax: 'Modification de la taxe (factures rectificatives)',
  totalOutputVat: 'Total IVA collectée',
  deductibleBase: 'IVA déductible, achats courants en Espagne : base',
  deductibleInputVat: 'IVA déductible, achats courants en Espagne : montant',
  totalDeductible: 'Total à déduire',
  vatResult: 'Résultat du régime général',
  exemptBase: 'Opérations exonérées (pour information, sans case)',
  income: 'Recettes de l’année à ce jour',
  expenses: 'Dépenses déductibles de l’année à ce jour',
  netYield: 'Bénéfice net',
  instalmentBase: '20 % du bénéfice net',
  earlierPayments: 'Acomptes déjà versés dans l’année',
  withholdings: 'IRPF retenu',
  instalmentResult: 'Acompte du trimestre',
  payment: 'À payer',
};

export const QUARTERLY_CSV_COPY: Record<Locale, QuarterlyCsvCopy> = {
  'es-es': {
    style: { separator: ';', decimalMark: ',' },
    header: ['Modelo', 'Casilla', 'Concepto', 'Importe (EUR)'],
    label: labelsOf(ES, (label, rate) => `${label} al ${rate}`),
    fileName: (year, quarter) => `modelos-303-130-${year}-${quarter}T.csv`,
  },
  'en-gb': {
    style: { separator: ',', decimalMark: '.' },
    header: ['Form', 'Box', 'Item', 'Amount (EUR)'],
    label: labelsOf(EN, (label, rate) => `${label} at ${rate}`),
    fileName: (year, quarter) => `modelos-303-130-${year}-Q${quarter}.csv`,
  },
  'fr-fr': {
    style: { separator: ';', decimalMark: ',' },
    header: ['Modèle', 'Case', 'Libellé', 'Montant (EUR)'],
    label: labelsOf(FR, (label, rate) => `${label} à ${rate}`),
    fileName: (year, quarter) => `modelos-303-130-${year}-T${quarter}.csv`,
  },
};
