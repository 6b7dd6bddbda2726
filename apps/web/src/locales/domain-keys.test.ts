import {
  EXPENSE_FIELD_MESSAGES,
  FACTURA_FIELD_MESSAGES,
  FIELD_MESSAGES,
  getAutonomoTaxCalendar,
  SUBMISSION_ISSUE_CODES,
} from '@foundly/domain';
import { describe, expect, it } from 'vitest';
import enGb from './en-gb/index.js';

describe('keys the domain rules produce', () => {
  it('every field message of the French and Spanish questionnaires has an English message', () => {
    const fields: Record<string, string> = enGb.errors.field;
    const missing = Object.values(FIELD_MESSAGES).filter(
      (key) => !(key.replace(/^errors\.field\./, '') in fields),
    );
    expect(missing).toEqual([]);
  });

  it('every obligation of the Spanish tax calendar has a name under spanishCalendar', () => {
    const names: Record<string, unknown> = enGb.spanishCalendar.obligations;
    const kinds = new Set(getAutonomoTaxCalendar(2026).map((obligation) => obligation.kind));
    expect([...kinds].filter((kind) => !(kind in names))).toEqual([]);
  });

  it('every submission issue has an English message under questionnaireIssues', () => {
    const issues: Record<string, string> = enGb.questionnaireIssues;
    expect(SUBMISSION_ISSUE_CODES.filter((code) => !(code in issues))).toEqual([]);
  });

  it('every message of a gasto’s or a factura’s checks has an English message', () => {
    const resolve = (key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], enGb);
    const missing = [
      ...Object.values(EXPENSE_FIELD_MESSAGES),
      ...Object.values(FACTURA_FIELD_MESSAGES),
    ].filter((key) => typeof resolve(key) !== 'string');
    expect(missing).toEqual([]);
  });
});
