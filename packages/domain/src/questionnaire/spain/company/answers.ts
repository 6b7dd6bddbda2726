import type { SpanishBoardForm, SpanishPartyKind, SpanishStatutes } from '@foundly/proto';

/**
 * The answers of an SL's or SA's questionnaire as stored and exchanged, in the
 * JSON shape of the formation.v1 SpanishCompany message with enumerations as
 * their numbers and amounts in cents: one object per step, each saved whole,
 * any of them still missing.
 */
export interface SpanishCompanyShareholderAnswer {
  kind?: SpanishPartyKind;
  name?: string;
  idNumber?: string;
  shares?: number;
  monetaryContribution?: number;
  nonMonetaryContribution?: number;
}

export interface SpanishCompanyDirectorAnswer {
  kind?: SpanishPartyKind;
  name?: string;
  idNumber?: string;
  dateOfBirth?: string;
}

export interface SpanishRegisteredOfficeAnswer {
  streetName?: string;
  streetNumber?: string;
  buildingNumber?: string;
  postalCode?: string;
  city?: string;
  /** The INE code of the province (two digits). */
  province?: string;
}

export interface SpanishCompanyAnswers {
  names?: { choices?: string[] };
  registeredOffice?: SpanishRegisteredOfficeAnswer;
  corporatePurpose?: { description?: string; cnaeCodes?: string[] };
  shareCapital?: { capital?: number; nominalValue?: number };
  shareholders?: { shareholders?: SpanishCompanyShareholderAnswer[] };
  administration?: { boardForm?: SpanishBoardForm; directors?: SpanishCompanyDirectorAnswer[] };
  statutes?: SpanishStatutes;
}
