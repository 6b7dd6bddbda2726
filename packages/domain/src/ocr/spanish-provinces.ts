import { isSpanishPostalCode } from '../questionnaire/validation/postal-codes.js';
import { foldText } from './ocr-text.js';

/**
 * The 52 Spanish provinces (50 and the autonomous cities of Ceuta and
 * Melilla) by the first two digits of their postal codes, which are the INE
 * province codes; with the other names they are printed under.
 */
export const SPANISH_PROVINCES: Readonly<Record<string, readonly [string, ...string[]]>> = {
  '01': ['Álava', 'Araba', 'Araba/Álava'],
  '02': ['Albacete'],
  '03': ['Alicante', 'Alacant'],
  '04': ['Almería'],
  '05': ['Ávila'],
  '06': ['Badajoz'],
  '07': ['Illes Balears', 'Baleares', 'Islas Baleares'],
  '08': ['Barcelona'],
  '09': ['Burgos'],
  '10': ['Cáceres'],
  '11': ['Cádiz'],
  '12': ['Castellón', 'Castelló'],
  '13': ['Ciudad Real'],
  '14': ['Córdoba'],
  '15': ['A Coruña', 'La Coruña'],
  '16': ['Cuenca'],
  '17': ['Girona', 'Gerona'],
  '18': ['Granada'],
  '19': ['Guadalajara'],
  '20': ['Gipuzkoa', 'Guipúzcoa'],
  '21': ['Huelva'],
  '22': ['Huesca'],
  '23': ['Jaén'],
  '24': ['León'],
  '25': ['Lleida', 'Lérida'],
  '26': ['La Rioja'],
  '27': ['Lugo'],
  '28': ['Madrid'],
  '29': ['Málaga'],
  '30': ['Murcia'],
  '31': ['Navarra', 'Nafarroa'],
  '32': ['Ourense', 'Orense'],
  '33': ['Asturias'],
  '34': ['Palencia'],
  '35': ['Las Palmas'],
  '36': ['Pontevedra'],
  '37': ['Salamanca'],
  '38': ['Santa Cruz de Tenerife'],
  '39': ['Cantabria'],
  '40': ['Segovia'],
  '41': ['Sevilla'],
  '42': ['Soria'],
  '43': ['Tarragona'],
  '44': ['Teruel'],
  '45': ['Toledo'],
  '46': ['Valencia', 'València'],
  '47': ['Valladolid'],
  '48': ['Bizkaia', 'Vizcaya'],
  '49': ['Zamora'],
  '50': ['Zaragoza'],
  '51': ['Ceuta'],
  '52': ['Melilla'],
};

/** The province of a Spanish postal code (28013 → Madrid), or undefined. */
export function getProvinceOfPostalCode(postalCode: string): string | undefined {
  return isSpanishPostalCode(postalCode)
    ? SPANISH_PROVINCES[postalCode.slice(0, 2)]![0]
    : undefined;
}

/** Whether `name` is one of the names of the province of `postalCode` (accents and case aside). */
export function isProvinceOfPostalCode(name: string, postalCode: string): boolean {
  const names = SPANISH_PROVINCES[postalCode.slice(0, 2)] ?? [];
  const folded = foldText(name).trim();
  return names.some((province) => foldText(province) === folded);
}
