import { describe, expect, it } from 'vitest';
import { getVerifactuQrUrl } from './qr-url.js';

describe('getVerifactuQrUrl', () => {
  it('on the test service, with the fields of the AEAT’s example', () => {
    expect(
      getVerifactuQrUrl({
        environment: 'test',
        issuerNif: '89890001K',
        number: '12345678&G33',
        issueDate: '2024-01-01',
        totalAmount: 241_40n,
      }),
    ).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40',
    );
  });

  it('on the production service', () => {
    expect(
      getVerifactuQrUrl({
        environment: 'production',
        issuerNif: '12345678Z',
        number: 'F-2026-0001',
        issueDate: '2026-03-10',
        totalAmount: 1_210_00n,
      }),
    ).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=12345678Z&numserie=F-2026-0001&fecha=10-03-2026&importe=1210.00',
    );
  });

  it.each([
    ['a slash', '2026/1', '2026%2F1'],
    ['a space', 'A 1', 'A%201'],
    ['a plus sign', 'A+1', 'A%2B1'],
    ['an accent', 'Nº1', 'N%C2%BA1'],
  ])('a number with %s is URL-encoded', (_what, number, encoded) => {
    const url = getVerifactuQrUrl({
      environment: 'test',
      issuerNif: '12345678Z',
      number,
      issueDate: '2026-03-10',
      totalAmount: 0n,
    });
    expect(new URL(url).searchParams.get('numserie')).toBe(number);
    expect(url).toContain(`numserie=${encoded}&`);
  });

  it('a rectificativa’s negative total keeps its sign and two decimals', () => {
    const url = getVerifactuQrUrl({
      environment: 'test',
      issuerNif: '12345678Z',
      number: 'R-2026-0001',
      issueDate: '2026-03-10',
      totalAmount: -5_50n,
    });
    expect(url.endsWith('&importe=-5.50')).toBe(true);
  });
});
