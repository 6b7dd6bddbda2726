import { describe, expect, it } from 'vitest';
import { assertNoViolations, DomainError, ErrorCode } from './errors.js';

describe('DomainError', () => {
  it('carries its code, message and violations', () => {
    const error = new DomainError(ErrorCode.InvalidArgument, 'Invalid name', [
      { field: 'name', message: 'settings.account.nameRequired' },
    ]);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'DomainError',
      code: 'INVALID_ARGUMENT',
      message: 'Invalid name',
      violations: [{ field: 'name', message: 'settings.account.nameRequired' }],
    });
  });

  it('has no violations unless given some', () => {
    expect(new DomainError(ErrorCode.OrderNotFound, 'Order not found').violations).toEqual([]);
  });

  it('error codes are their own upper-case names, each used once', () => {
    const codes = Object.values(ErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z_]+$/);
    expect(codes).toEqual(
      expect.arrayContaining([
        'UNAUTHENTICATED',
        'CUSTOMER_NOT_FOUND',
        'NOT_YOURS',
        'INVALID_ARGUMENT',
        'REAUTHENTICATION_REQUIRED',
        'INTERNAL',
      ]),
    );
  });
});

describe('assertNoViolations', () => {
  it('no violations passes', () => {
    expect(() => assertNoViolations([])).not.toThrow();
  });

  it('one violation or more throws INVALID_ARGUMENT naming every field', () => {
    const violations = [
      { field: 'company_name', message: 'errors.field.tooLong' },
      { field: 'metadata', message: 'errors.field.invalid' },
    ];
    let thrown: unknown;
    try {
      assertNoViolations(violations);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({
      code: ErrorCode.InvalidArgument,
      message: 'Invalid argument: company_name, metadata',
      violations,
    });
  });
});
