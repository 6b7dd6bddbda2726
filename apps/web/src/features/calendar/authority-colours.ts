import type { AutonomoObligation } from '@foundly/domain';

/** The colours of the Spanish documents table: tax agency orange, social security blue. */
export const AUTHORITY_COLOURS: Readonly<
  Record<AutonomoObligation['authority'], { bar: string; dot: string }>
> = {
  AEAT: { bar: 'border-l-orange-500', dot: 'bg-orange-500' },
  TGSS: { bar: 'border-l-blue-600', dot: 'bg-blue-600' },
};
