import { describe, expect, it } from 'vitest';
import { choosePrintedName, isPrintedFormOfMrzName } from './printed-name.js';

describe('choosePrintedName', () => {
  it.each([
    [
      'accents and Ñ folded: the printed name',
      'MARIA JOSE NUNEZ GARCIA',
      'MARÍA JOSÉ NÚÑEZ GARCÍA',
      'MARÍA JOSÉ NÚÑEZ GARCÍA',
    ],
    [
      'lower case as printed by a text layer: the printed name',
      'LUCIA GARCIA LOPEZ',
      'Lucía García López',
      'Lucía García López',
    ],
    [
      'hyphen and apostrophe the MRZ drops: the printed name',
      'JOSE LUIS DARCY',
      "JOSÉ-LUIS D'ARCY",
      "JOSÉ-LUIS D'ARCY",
    ],
    ['Ñ written NXX (ICAO 9303): the printed name', 'JOSE NUNXXEZ', 'JOSÉ NÚÑEZ', 'JOSÉ NÚÑEZ'],
    [
      'Ü written UE (ICAO 9303): the printed name',
      'JURGEN MUELLER',
      'JÜRGEN MÜLLER',
      'JÜRGEN MÜLLER',
    ],
    [
      'one letter differs: the MRZ name',
      'MARIA JOSE NUNEZ GARCIA',
      'MARÍA JOSÉ NÚÑEZ GARCÍO',
      'MARIA JOSE NUNEZ GARCIA',
    ],
    [
      'an MRZ name truncated to its field: the MRZ name',
      'MARIA JOSE NUNEZ GARC',
      'MARÍA JOSÉ NÚÑEZ GARCÍA',
      'MARIA JOSE NUNEZ GARC',
    ],
    [
      'names in another order: the MRZ name',
      'MARIA JOSE NUNEZ GARCIA',
      'NÚÑEZ GARCÍA MARÍA JOSÉ',
      'MARIA JOSE NUNEZ GARCIA',
    ],
    [
      'no printed name read: the MRZ name',
      'MARIA JOSE NUNEZ GARCIA',
      '',
      'MARIA JOSE NUNEZ GARCIA',
    ],
    [
      'no MRZ name read: the printed name',
      '',
      'MARÍA JOSÉ NÚÑEZ GARCÍA',
      'MARÍA JOSÉ NÚÑEZ GARCÍA',
    ],
  ])('%s', (_case, mrzName, printedName, expected) => {
    expect(choosePrintedName(mrzName, printedName)).toBe(expected);
  });
});

describe('isPrintedFormOfMrzName', () => {
  it.each([
    ['NÚÑEZ', 'NUNEZ', true],
    ['NÚÑEZ', 'NUNXXEZ', true],
    ['NÚÑEZ', 'NUNXEZ', false],
    ['PEÑA', 'PENA', true],
    ['PEÑAS', 'PENA', false],
    ['', '', false],
  ])('%j printed, %j in the MRZ: %s', (printed, mrz, expected) => {
    expect(isPrintedFormOfMrzName(printed, mrz)).toBe(expected);
  });
});
