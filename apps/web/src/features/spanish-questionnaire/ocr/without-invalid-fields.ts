import type { FieldViolation } from '@foundly/domain';
import { toFormPath } from '../../questionnaire/form/use-questionnaire-form.js';
import type { QuestionnaireUpdate } from '../api/use-save-spanish-answers.js';

/** The sections of UpdateQuestionnaire by their snake_case name in violations. */
const SECTIONS = {
  personal_information: 'personalInformation',
  business_information: 'businessInformation',
} as const;

type Tree = Record<string, unknown>;

function deletePath(tree: Tree, path: readonly string[]) {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    delete tree[head];
    return;
  }
  const child = tree[head];
  if (child && typeof child === 'object') deletePath(child as Tree, rest);
}

/**
 * The update without the fields the domain's rules refuse. What OCR read may
 * be misread (a wrong DNI letter, a date that does not exist): those fields
 * are left for the founder to type on the review step instead of making the
 * whole save fail.
 */
export function withoutInvalidFields(
  update: QuestionnaireUpdate,
  violations: readonly FieldViolation[],
): QuestionnaireUpdate {
  const copy = structuredClone(update) as Tree;
  for (const { field } of violations) {
    for (const [prefix, section] of Object.entries(SECTIONS)) {
      const path = toFormPath(prefix, field);
      const tree = copy[section];
      if (path && tree && typeof tree === 'object') deletePath(tree as Tree, path.split('.'));
    }
  }
  return copy as QuestionnaireUpdate;
}
