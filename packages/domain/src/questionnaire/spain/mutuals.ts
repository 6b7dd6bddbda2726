import { Mutual } from '@foundly/proto';

/**
 * The 18 mutual insurers collaborating with the Seguridad Social (spec 02 §3),
 * in the spec's order, with their own names: proper nouns, not translated.
 */
export const MUTUALS: readonly { value: Mutual; name: string }[] = [
  { value: Mutual.MC_MUTUAL, name: 'MC Mutual' },
  { value: Mutual.MUTUALIA, name: 'Mutualia' },
  { value: Mutual.UMIVALE_ACTIVA, name: 'Umivale Activa' },
  { value: Mutual.MUTUA_MONTANESA, name: 'Mutua Montañesa' },
  { value: Mutual.MUTUA_UNIVERSAL_MUGENAT, name: 'Mutua Universal Mugenat' },
  { value: Mutual.MAZ, name: 'MAZ' },
  { value: Mutual.MUTUA_NAVARRA, name: 'Mutua Navarra' },
  { value: Mutual.MUTUA_INTERCOMARCAL, name: 'Mutua Intercomarcal' },
  { value: Mutual.FREMAP, name: 'Fremap' },
  { value: Mutual.SOLIMAT, name: 'Solimat' },
  { value: Mutual.CESMA, name: 'CESMA' },
  { value: Mutual.ASEPEYO, name: 'Asepeyo' },
  { value: Mutual.MUTUA_BALEAR, name: 'Mutua Balear' },
  { value: Mutual.UNIMAT, name: 'Unimat' },
  { value: Mutual.MAC, name: 'MAC' },
  { value: Mutual.IBERMUTUA, name: 'Ibermutua' },
  { value: Mutual.FRATERNIDAD_MUPRESPA, name: 'Fraternidad-Muprespa' },
  { value: Mutual.EGARSAT, name: 'Egarsat' },
];

/** The name of a chosen mutual; undefined when none was chosen. */
export function getMutualName(value: Mutual | undefined): string | undefined {
  return MUTUALS.find((mutual) => mutual.value === value)?.name;
}
