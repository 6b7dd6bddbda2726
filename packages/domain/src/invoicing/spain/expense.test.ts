import { describe, expect, it } from 'vitest';
import {
  EXPENSE_FIELD_MESSAGES as M,
  getDeductiblePart,
  validateExpense,
  type Expense,
} from './expense.js';

const expense = (overrides: Partial<Expense> = {}): Expense => ({
  supplierNif: 'B12345674',
  supplierName: 'Papelería SL',
  date: '2026-02-05',
  base: 100_00n,
  ivaRate: 0.21,
  iva: 21_00n,
  total: 121_00n,
  deductibleShare: 1,
  ...overrides,
});

describe('validateExpense', () => {
  it('a supplier invoice of 100 € + 21 € = 121 € is accepted', () => {
    expect(validateExpense(expense())).toEqual([]);
  });

  it.each([
    ['a total a cent above base + IVA', { total: 121_01n }],
    ['a total a cent below', { total: 120_99n }],
    ['an IVA a cent off the rate (rounded line by line)', { iva: 21_01n, total: 121_01n }],
    ['a share of 0 % (a private expense recorded)', { deductibleShare: 0 }],
    ['a share of 50 %, a car', { deductibleShare: 0.5 }],
    ['a share of 100 %', { deductibleShare: 1 }],
    ['an exempt expense at 0 %', { ivaRate: 0, iva: 0n, total: 100_00n }],
    ['a supplier with an NIE', { supplierNif: 'X1234567L' }],
  ])('%s is accepted', (_what, overrides) => {
    expect(validateExpense(expense(overrides))).toEqual([]);
  });

  it.each([
    ['a total two cents above base + IVA', { total: 121_02n }, 'total', M.totalMismatch],
    ['an IVA two cents off 21 %', { iva: 21_02n, total: 121_02n }, 'iva', M.ivaMismatch],
    ['a rate of 20 %', { ivaRate: 0.2, iva: 20_00n, total: 120_00n }, 'iva_rate', M.ivaRate],
    ['a share above 100 %', { deductibleShare: 1.01 }, 'deductible_share', M.percent],
    ['a negative share', { deductibleShare: -0.1 }, 'deductible_share', M.percent],
    ['an NIF with a wrong control', { supplierNif: 'B12345675' }, 'supplier_nif', M.nif],
    ['no NIF', { supplierNif: '' }, 'supplier_nif', M.required],
    ['no supplier name', { supplierName: ' ' }, 'supplier_name', M.required],
    ['no date', { date: '' }, 'date', M.required],
    ['30 February', { date: '2026-02-30' }, 'date', M.date],
  ])('%s is refused', (_what, overrides, field, message) => {
    expect(validateExpense(expense(overrides))).toEqual([{ field, message }]);
  });

  it('a date after today is refused; today and earlier are accepted', () => {
    expect(validateExpense(expense({ date: '2026-02-06' }), '2026-02-05')).toEqual([
      { field: 'date', message: M.futureDate },
    ]);
    expect(validateExpense(expense({ date: '2026-02-05' }), '2026-02-05')).toEqual([]);
    expect(validateExpense(expense({ date: '2025-12-31' }), '2026-02-05')).toEqual([]);
  });

  it('negative amounts are refused (a refund is a supplier’s rectificativa, entered as such)', () => {
    expect(
      validateExpense(expense({ base: -100_00n, iva: -21_00n, total: -121_00n })).map(
        (violation) => violation.field,
      ),
    ).toEqual(['base', 'iva', 'total']);
  });
});

describe('getDeductiblePart', () => {
  it.each([
    [16_80n, 0.5, 8_40n],
    [21_00n, 1, 21_00n],
    [21_00n, 0, 0n],
    [1n, 0.5, 1n],
    [33n, 0.3333, 11n],
  ])('%s cents at %s gives %s', (amount, share, part) => {
    expect(getDeductiblePart(amount, share)).toBe(part);
  });
});
