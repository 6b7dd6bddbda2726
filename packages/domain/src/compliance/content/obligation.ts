import type { CalendarDate } from '../calendar.js';
import type { LocalizedText } from '../localized-text.js';
import type { ComplianceAnswers } from '../question-model.js';

/** The legal forms the compliance content covers. */
export type ComplianceLegalForm = 'SASU' | 'EURL' | 'MICROENTERPRISE' | 'LTD';

/** What a plan is computed from: the order's facts and the founder's answers. */
export interface CompanyFacts {
  legalForm: ComplianceLegalForm;
  /** The day the company was registered (or the plan was made, before registration). */
  registrationDate: CalendarDate;
  answers: ComplianceAnswers;
}

/** What a link opens: a form to fill, the legal text, or an official guide. */
export type ComplianceLinkType = 'FORM' | 'LEGAL_SOURCE' | 'OFFICIAL_GUIDE';

export interface ComplianceLink {
  url: string;
  text: LocalizedText;
  description: LocalizedText;
  type: ComplianceLinkType;
}

export interface ComplianceForm {
  id: string;
  title: LocalizedText;
  description: LocalizedText;
  url: string;
  linkText: LocalizedText;
  type: ComplianceLinkType;
}

/**
 * One legal obligation: when it applies, its first deadline computed from the
 * facts (none for a duty that holds from the start or on an event), the
 * forms to use and the sources it rests on (the law, or the administration's
 * own guide where the duty is to check with it).
 */
export interface Obligation {
  key: string;
  section: string;
  title: LocalizedText;
  description: LocalizedText;
  forms?: readonly ComplianceForm[];
  sources: readonly ComplianceLink[];
  appliesTo: (facts: CompanyFacts) => boolean;
  getDueDate?: (facts: CompanyFacts) => CalendarDate;
}

export interface ComplianceSectionContent {
  key: string;
  title: LocalizedText;
  description: LocalizedText;
}

/** Whether the answers to a question include a choice. */
export function hasAnswer(facts: CompanyFacts, questionId: string, choiceId: string): boolean {
  return (facts.answers[questionId] ?? []).includes(choiceId);
}

/** A link to a legal text. */
export function legalSource(url: string, text: LocalizedText): ComplianceLink {
  return {
    url,
    text,
    type: 'LEGAL_SOURCE',
    description: {
      'fr-fr': 'Texte de loi',
      'en-gb': 'Legal text',
      'es-es': 'Texto legal',
    },
  };
}

/** A link to an administration's own guide. */
export function officialGuide(url: string, text: LocalizedText): ComplianceLink {
  return {
    url,
    text,
    type: 'OFFICIAL_GUIDE',
    description: {
      'fr-fr': 'Guide officiel',
      'en-gb': 'Official guide',
      'es-es': 'Guía oficial',
    },
  };
}
