import { describe, expect, it } from 'vitest';
import { checkUkCompanyName } from './company-name.js';
import { findSensitiveWords } from './sensitive-words.js';

const messages = (
  name: string,
  jurisdiction: Parameters<typeof checkUkCompanyName>[1] = 'england_and_wales',
) => checkUkCompanyName(name, jurisdiction).map((v) => v.message);

describe('a private limited company’s name (Companies Act 2006 s. 59)', () => {
  it.each([
    'Acme Limited',
    'Acme Ltd',
    'Acme Ltd.',
    'ACME LIMITED',
    'acme ltd',
    '  Acme   Widgets  Ltd ',
  ])('"%s" ends as it must', (name) => {
    expect(messages(name)).toEqual([]);
  });

  it.each([
    ['Acme', 'errors.field.ukNameEnding'],
    ['Acme Limited Trading', 'errors.field.ukNameEnding'],
    ['Acme PLC', 'errors.field.ukNameEnding'],
    ['AcmeLtd', 'errors.field.ukNameEnding'],
    ['Limited', 'errors.field.nameWithoutEnding'],
    ['& Ltd', 'errors.field.nameWithoutEnding'],
  ])('"%s" is refused with %s', (name, message) => {
    expect(messages(name)).toEqual([message]);
  });

  it('takes the Welsh endings for a company registered in Wales only', () => {
    expect(messages('Cwmni Da Cyfyngedig', 'wales')).toEqual([]);
    expect(messages('Cwmni Da Cyf', 'wales')).toEqual([]);
    expect(messages('Cwmni Da Ltd', 'wales')).toEqual([]);
    expect(messages('Cwmni Da Cyf', 'england_and_wales')).toEqual(['errors.field.welshNameEnding']);
    expect(messages('Cwmni Da Cyfyngedig', 'scotland')).toEqual(['errors.field.welshNameEnding']);
  });

  it('is 160 characters at most, its ending included', () => {
    const body = (length: number) => 'A'.repeat(length - ' Ltd'.length);
    expect(messages(`${body(160)} Ltd`)).toEqual([]);
    expect(messages(`${body(161)} Ltd`)).toEqual(['errors.field.tooLong']);
  });
});

describe('the sensitive words of a name', () => {
  it.each([
    ['Royal Trusts Ltd', ['Royal', 'Trust']],
    ['Acme Dental Association Ltd', ['Association', 'Dental']],
    ["The King's Arms Ltd", ['King']],
    ['Acme Charities Limited', ['Charity']],
    ['Scottish Chamber of Commerce Ltd', ['Chamber of commerce', 'Scottish']],
    ['The Co-operative Bakery Ltd', ['Co-operative']],
    ['ACME UNITED KINGDOM LTD', ['United Kingdom']],
  ])('"%s" has %j', (name, words) => {
    expect(findSensitiveWords(name)).toEqual(words);
  });

  it.each([
    'Kingston Plumbing Ltd',
    'Trustworthy Builders Ltd',
    'Acme Widgets Ltd',
    'Fundamental Ltd',
  ])('"%s" has none: a word inside another is not one', (name) => {
    expect(findSensitiveWords(name)).toEqual([]);
  });
});
