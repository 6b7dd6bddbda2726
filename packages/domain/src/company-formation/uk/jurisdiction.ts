import type { FieldViolation } from '../../errors.js';
import { FIELD_MESSAGES } from '../../questionnaire/validation/messages.js';
import { isUkPostcode, normaliseUkPostcode } from '../../questionnaire/validation/postal-codes.js';

/**
 * Where the registered office is situated, as the application to register a
 * company states it (Companies Act 2006 s. 9(2)(b)): England and Wales,
 * Wales, Scotland or Northern Ireland. A company whose office is in Wales may
 * say so, to be a Welsh company (s. 88) with a Welsh name ending (s. 59(2)).
 */
export type UkJurisdiction = 'england_and_wales' | 'wales' | 'scotland' | 'northern_ireland';

export const UK_JURISDICTIONS: readonly UkJurisdiction[] = [
  'england_and_wales',
  'wales',
  'scotland',
  'northern_ireland',
];

/** Postcode areas wholly in Scotland (Royal Mail's postcode areas). */
const SCOTTISH_AREAS = new Set([
  'AB',
  'DD',
  'DG',
  'EH',
  'FK',
  'G',
  'HS',
  'IV',
  'KA',
  'KW',
  'KY',
  'ML',
  'PA',
  'PH',
  'ZE',
]);
/** TD (Galashiels) crosses the border: Berwick-upon-Tweed and Cornhill are in England. */
const BORDER_AREAS = new Set(['TD']);
/** Postcode areas wholly in Wales. */
const WELSH_AREAS = new Set(['CF', 'LD', 'LL', 'NP', 'SA']);
/** Areas that cross the border of Wales (Chester, Shrewsbury, Hereford): some of their offices are Welsh. */
const WELSH_BORDER_AREAS = new Set(['CH', 'SY', 'HR']);
/** Crown dependencies, with postcodes of their own, outside the United Kingdom. */
const OUTSIDE_UK = new Set(['GY', 'JE', 'IM']);

function areaOf(postcode: string): string {
  return /^[A-Z]+/.exec(normaliseUkPostcode(postcode))?.[0] ?? '';
}

/**
 * Whether an office with this postcode can be in the jurisdiction chosen: BT
 * is Northern Ireland; the Scottish areas are Scotland; every other UK area
 * is England and Wales, and Wales for the Welsh areas. An area that crosses a
 * border (TD, and CH, SY and HR for Wales) is accepted on both sides: the
 * postcode alone cannot tell, and the address the founder gives settles it.
 * Guernsey, Jersey and the Isle of Man are in no UK jurisdiction.
 */
export function isPostcodeInJurisdiction(postcode: string, jurisdiction: UkJurisdiction): boolean {
  if (!isUkPostcode(postcode)) return false;
  const area = areaOf(postcode);
  if (OUTSIDE_UK.has(area)) return false;
  const northernIrish = area === 'BT';
  switch (jurisdiction) {
    case 'northern_ireland':
      return northernIrish;
    case 'scotland':
      return SCOTTISH_AREAS.has(area) || BORDER_AREAS.has(area);
    case 'england_and_wales':
      return !northernIrish && !SCOTTISH_AREAS.has(area);
    case 'wales':
      return WELSH_AREAS.has(area) || WELSH_BORDER_AREAS.has(area);
  }
}

/**
 * The registered office's postcode checked against the jurisdiction chosen:
 * a UK postcode (the format Royal Mail allocates) in that part of the UK.
 */
export function checkRegisteredOffice(
  postcode: string,
  jurisdiction: UkJurisdiction,
  field = 'registered_office.postcode',
): FieldViolation[] {
  if (!isUkPostcode(postcode)) return [{ field, message: FIELD_MESSAGES.postalCode }];
  return isPostcodeInJurisdiction(postcode, jurisdiction)
    ? []
    : [{ field, message: FIELD_MESSAGES.officeJurisdiction }];
}
