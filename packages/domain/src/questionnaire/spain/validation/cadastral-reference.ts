/**
 * A referencia catastral as typed, without its spaces and upper-case: the
 * Catastro prints its 20 characters in groups (1234567 ab1234c 0001 de →
 * 1234567AB1234C0001DE).
 */
export function normaliseCadastralReference(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}
