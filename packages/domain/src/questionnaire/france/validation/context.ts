import type { LegalForm } from '@foundly/proto';
import type { IsoDate } from '../../validation/dates.js';
import type { FrenchReferenceData } from './reference-data.js';

/** What the rules read besides the update: the company's form, the official lists and the date. */
export interface ValidationContext {
  legalForm: LegalForm;
  reference: FrenchReferenceData;
  today: IsoDate;
}

/** The parts of a context a section's schema is built for, compared by identity. */
export function contextKey({ legalForm, reference, today }: ValidationContext): readonly unknown[] {
  return [legalForm, reference, today];
}
