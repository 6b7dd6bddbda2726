import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../locale.js';
import { getComplianceContent, getComplianceQuestions } from './catalogue.js';
import type { ComplianceLegalForm } from './obligation.js';

const FORMS: ComplianceLegalForm[] = ['SASU', 'EURL', 'MICROENTERPRISE', 'LTD'];

describe('the compliance content', () => {
  it.each(FORMS)(
    'every %s obligation cites a source over https and is written in three languages',
    (form) => {
      const { obligations, sections } = getComplianceContent(form);
      for (const obligation of obligations) {
        expect(obligation.sources.length, obligation.key).toBeGreaterThan(0);
        const links = [...obligation.sources, ...(obligation.forms ?? [])];
        for (const link of links) expect(link.url, obligation.key).toMatch(/^https:\/\//);
        for (const locale of LOCALES) {
          expect(obligation.title[locale], `${obligation.key} ${locale}`).not.toBe('');
          expect(obligation.description[locale], `${obligation.key} ${locale}`).not.toBe('');
        }
        expect(sections.map((section) => section.key)).toContain(obligation.section);
      }
    },
  );

  it.each(FORMS)(
    'every %s question has distinct choices and depends only on an earlier question',
    (form) => {
      const questions = getComplianceQuestions(form);
      questions.forEach((question, index) => {
        const ids = question.choices.map((choice) => choice.id);
        expect(new Set(ids).size).toBe(ids.length);
        if (question.dependsOn) {
          const parentIndex = questions.findIndex((q) => q.id === question.dependsOn?.questionId);
          expect(parentIndex).toBeGreaterThanOrEqual(0);
          expect(parentIndex).toBeLessThan(index);
        }
        if (question.type === 'BOOLEAN') expect(ids).toEqual(['yes', 'no']);
      });
    },
  );

  it('obligation keys are unique', () => {
    const keys = (['SASU', 'LTD'] as const).flatMap((form) =>
      getComplianceContent(form).obligations.map((obligation) => obligation.key),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});
