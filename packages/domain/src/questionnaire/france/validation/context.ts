import type { LegalForm } from '@foundly/proto';
import type { IsoDate } from './dates.js';
import type { FrenchReferenceData } from './reference-data.js';

/** What the rules read besides the update: the company's form, the official lists and the date. */
export interface ValidationContext {
  legalForm: LegalForm;
  reference: FrenchReferenceData;
  today: IsoDate;
}
