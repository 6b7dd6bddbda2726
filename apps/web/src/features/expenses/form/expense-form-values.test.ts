import { create } from '@bufbuild/protobuf';
import { ExpenseFieldsSchema } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import {
  getNewExpenseValues,
  proposeIvaAndTotal,
  toExpenseFields,
  toExpenseFormValues,
} from './expense-form-values.js';

describe('proposeIvaAndTotal', () => {
  it.each([
    ['38.18 at 10 % gives 3.82 and 42.00', '38.18', '10', { iva: '3.82', total: '42.00' }],
    ['100 at 21 % gives 21.00 and 121.00', '100', '21', { iva: '21.00', total: '121.00' }],
    ['a half cent is rounded up: 0.50 at 21 %', '0.50', '21', { iva: '0.11', total: '0.61' }],
    ['0 % bears no IVA', '80', '0', { iva: '0.00', total: '80.00' }],
  ])('%s', (_title, base, rate, expected) => {
    expect(proposeIvaAndTotal(base, rate)).toEqual(expected);
  });

  it('proposes nothing while the base is not an amount', () => {
    expect(proposeIvaAndTotal('12,3,4', '21')).toBeUndefined();
    expect(proposeIvaAndTotal('', '21')).toBeUndefined();
  });
});

describe('the fields sent', () => {
  it('are cents and fractions, the NIF without spaces or dots, in capitals', () => {
    expect(
      toExpenseFields({
        ...getNewExpenseValues('2026-11-26'),
        supplierNif: 'b-86.561 412',
        supplierName: ' Cafetería ',
        base: '38,18',
        ivaPercent: '10',
        iva: '3,82',
        total: '42',
        deductiblePercent: '50',
      }),
    ).toEqual({
      supplierNif: 'B86561412',
      supplierName: 'Cafetería',
      number: '',
      date: '2026-11-26',
      base: 38_18n,
      ivaRate: 0.1,
      iva: 3_82n,
      total: 42_00n,
      deductibleShare: 0.5,
    });
  });

  it('a ticket read without a rate keeps 21 %, and amounts not found stay empty', () => {
    const values = toExpenseFormValues(
      create(ExpenseFieldsSchema, { supplierNif: 'B86561412', total: 42_00n, deductibleShare: 1 }),
      { today: '2026-11-26', ivaRateFound: false },
    );
    expect(values).toMatchObject({
      supplierNif: 'B86561412',
      date: '2026-11-26',
      base: '',
      ivaPercent: '21',
      iva: '',
      total: '42.00',
    });
  });
});
