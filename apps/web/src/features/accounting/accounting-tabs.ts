/** The tabs of the Área contable, in their order (spec 02 §2), as the address's `tab` names them. */
export const ACCOUNTING_TABS = ['facturas', 'gastos', 'presupuestos'] as const;

export type AccountingTab = (typeof ACCOUNTING_TABS)[number];

/** The tab an address names, the first one when it names none or another. */
export function toAccountingTab(value: unknown): AccountingTab {
  return ACCOUNTING_TABS.find((tab) => tab === value) ?? 'facturas';
}
