import type { UkArticles, UkJurisdiction } from '@foundly/proto';

/**
 * The questionnaire of a UK private limited company as stored and exchanged,
 * in the JSON shape of formation.v1.UkIncorporation with enumerations as
 * their numbers: every section and field may still be missing.
 */
export interface UkAddressAnswer {
  line1?: string;
  line2?: string;
  town?: string;
  postcode?: string;
  countryCode?: string;
}

export interface UkCompanyAnswers {
  companyName?: string;
  jurisdiction?: UkJurisdiction;
}

export interface UkRegisteredOfficeAnswers {
  address?: UkAddressAnswer;
}

export interface UkActivityAnswers {
  sicCodes?: string[];
}

/** What a director and a person with significant control are both asked. */
export interface UkOfficerAnswer {
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  nationality?: string;
  countryOfResidence?: string;
  serviceAddress?: UkAddressAnswer;
  residentialAddress?: UkAddressAnswer;
  personalCode?: string;
}

export interface UkDirectorAnswer extends UkOfficerAnswer {
  occupation?: string;
}

export interface UkDirectorsAnswers {
  directors?: UkDirectorAnswer[];
}

export interface UkShareClassAnswer {
  name?: string;
  nominalValuePence?: number;
}

export interface UkHoldingAnswer {
  className?: string;
  shares?: number;
  amountPaidPerSharePence?: number;
}

export interface UkShareholderAnswer {
  name?: string;
  address?: UkAddressAnswer;
  holdings?: UkHoldingAnswer[];
}

export interface UkShareCapitalAnswers {
  shareClasses?: UkShareClassAnswer[];
  shareholders?: UkShareholderAnswer[];
}

export interface UkPscAnswer extends UkOfficerAnswer {
  sharesHeld?: number;
  votesHeld?: number;
  appointsMajorityOfBoard?: boolean;
  significantInfluence?: boolean;
}

export interface UkSignificantControlAnswers {
  persons?: UkPscAnswer[];
  noRegistrablePerson?: boolean;
}

/**
 * The order's document references a UK step's upload fills (ConfirmUpload's
 * reference_field): the bespoke articles, which the articles answer then names.
 */
export const UK_DOCUMENT_REFS = {
  articles: 'articlesDocumentId',
} as const;

export interface UkArticlesAnswers {
  articles?: UkArticles;
  documentId?: string;
}

export interface UkIncorporationAnswers {
  company?: UkCompanyAnswers;
  registeredOffice?: UkRegisteredOfficeAnswers;
  activity?: UkActivityAnswers;
  directors?: UkDirectorsAnswers;
  shareCapital?: UkShareCapitalAnswers;
  significantControl?: UkSignificantControlAnswers;
  articles?: UkArticlesAnswers;
}

/** The UK answers as they sit in an order's stored questionnaire. */
export interface UkAnswers {
  ukIncorporation?: UkIncorporationAnswers;
}

/** The sections of the UK questionnaire, in the order of the funnel. */
export const UK_SECTIONS = [
  'company',
  'registeredOffice',
  'activity',
  'directors',
  'shareCapital',
  'significantControl',
  'articles',
] as const satisfies readonly (keyof UkIncorporationAnswers)[];

export type UkSectionName = (typeof UK_SECTIONS)[number];

/** Each section's name in the request (snake case), for field violations. */
export const UK_SECTION_FIELDS: Record<UkSectionName, string> = {
  company: 'company',
  registeredOffice: 'registered_office',
  activity: 'activity',
  directors: 'directors',
  shareCapital: 'share_capital',
  significantControl: 'significant_control',
  articles: 'articles',
};
