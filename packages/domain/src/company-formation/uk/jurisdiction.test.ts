import { describe, expect, it } from 'vitest';
import {
  checkRegisteredOffice,
  isPostcodeInJurisdiction,
  UK_JURISDICTIONS,
  type UkJurisdiction,
} from './jurisdiction.js';

const where = (postcode: string) =>
  UK_JURISDICTIONS.filter((jurisdiction) => isPostcodeInJurisdiction(postcode, jurisdiction));

describe('the registered office in the jurisdiction chosen', () => {
  it.each<[string, UkJurisdiction[]]>([
    ['SW1A 1AA', ['england_and_wales']],
    ['M1 1AE', ['england_and_wales']],
    ['CF10 1EP', ['england_and_wales', 'wales']],
    ['ll57 2dg', ['england_and_wales', 'wales']],
    ['SY23 1DT', ['england_and_wales', 'wales']],
    ['EH1 1YZ', ['scotland']],
    ['G1 1XQ', ['scotland']],
    ['ZE1 0AA', ['scotland']],
    ['TD15 1BT', ['england_and_wales', 'scotland']],
    ['BT1 5GS', ['northern_ireland']],
    ['GY1 1AA', []],
    ['IM1 1AA', []],
    ['not a postcode', []],
  ])('%s can be in %j', (postcode, jurisdictions) => {
    expect(where(postcode)).toEqual(jurisdictions);
  });
});

describe('the registered office checked', () => {
  it('refuses a postcode that is not one, then one of another part of the UK', () => {
    expect(checkRegisteredOffice('EH1 1YZ', 'scotland')).toEqual([]);
    expect(checkRegisteredOffice('EH1', 'scotland')).toEqual([
      { field: 'registered_office.postcode', message: 'errors.field.postalCode' },
    ]);
    expect(checkRegisteredOffice('EH1 1YZ', 'england_and_wales')).toEqual([
      { field: 'registered_office.postcode', message: 'errors.field.officeJurisdiction' },
    ]);
  });
});
