import { UkArticles, UkJurisdiction } from '@foundly/proto';
import { checkArticles } from '../../../company-formation/uk/articles.js';
import { checkUkCompanyName } from '../../../company-formation/uk/company-name.js';
import { checkUkDirectors } from '../../../company-formation/uk/directors.js';
import {
  checkRegisteredOffice,
  type UkJurisdiction as Jurisdiction,
} from '../../../company-formation/uk/jurisdiction.js';
import { checkPersonsWithSignificantControl } from '../../../company-formation/uk/significant-control.js';
import { checkUkShareCapital } from '../../../company-formation/uk/statement-of-capital.js';
import type { FieldViolation } from '../../../errors.js';
import type { IsoDate } from '../../validation/dates.js';
import { FIELD_MESSAGES } from '../../validation/messages.js';
import { TEXT_LIMITS } from '../../validation/text-limits.js';
import type {
  UkActivityAnswers,
  UkArticlesAnswers,
  UkCompanyAnswers,
  UkDirectorsAnswers,
  UkRegisteredOfficeAnswers,
  UkShareCapitalAnswers,
  UkSignificantControlAnswers,
} from '../answers.js';
import { toControlHeld, toShareClasses, toSubscribers, totalShares } from '../share-capital.js';
import { checkAddress, checkOfficer, checkText, filled, renameField } from './fields.js';

/** Companies House takes one to four SIC codes on an application to register (form IN01). */
export const UK_MAX_SIC_CODES = 4;

const JURISDICTIONS: Record<number, Jurisdiction> = {
  [UkJurisdiction.ENGLAND_AND_WALES]: 'england_and_wales',
  [UkJurisdiction.WALES]: 'wales',
  [UkJurisdiction.SCOTLAND]: 'scotland',
  [UkJurisdiction.NORTHERN_IRELAND]: 'northern_ireland',
};

/** The domain's name of a jurisdiction answer; undefined while none is chosen. */
export function toJurisdiction(value: UkJurisdiction | undefined): Jurisdiction | undefined {
  return value === undefined ? undefined : JURISDICTIONS[value];
}

export function checkCompany(section: UkCompanyAnswers): FieldViolation[] {
  const jurisdiction = toJurisdiction(section.jurisdiction);
  const violations: FieldViolation[] = jurisdiction
    ? []
    : [{ field: 'company.jurisdiction', message: FIELD_MESSAGES.required }];
  if (!filled(section.companyName)) {
    violations.push({ field: 'company.company_name', message: FIELD_MESSAGES.required });
  } else {
    violations.push(
      ...checkUkCompanyName(
        section.companyName,
        jurisdiction ?? 'england_and_wales',
        'company.company_name',
      ),
    );
  }
  return violations;
}

/** The office's address, its postcode in the jurisdiction chosen (when one is). */
export function checkOffice(
  section: UkRegisteredOfficeAnswers,
  jurisdiction: Jurisdiction | undefined,
): FieldViolation[] {
  const field = 'registered_office.address';
  const violations = checkAddress(section.address, field);
  const country = section.address?.countryCode?.trim().toUpperCase();
  if (section.address && filled(country) && country !== 'GB') {
    violations.push({ field: `${field}.country_code`, message: FIELD_MESSAGES.officeJurisdiction });
  }
  const postcode = section.address?.postcode;
  if (jurisdiction && filled(postcode) && violations.length === 0) {
    violations.push(...checkRegisteredOffice(postcode, jurisdiction, `${field}.postcode`));
  }
  return violations;
}

export function checkActivity(
  section: UkActivityAnswers,
  isSicCode: (code: string) => boolean,
): FieldViolation[] {
  const field = 'activity.sic_codes';
  const codes = section.sicCodes ?? [];
  if (codes.length === 0) return [{ field, message: FIELD_MESSAGES.required }];
  if (codes.length > UK_MAX_SIC_CODES) return [{ field, message: FIELD_MESSAGES.tooManySicCodes }];
  const violations: FieldViolation[] = [];
  codes.forEach((code, index) => {
    if (!isSicCode(code))
      violations.push({ field: `${field}.${index}`, message: FIELD_MESSAGES.sicCode });
    else if (codes.indexOf(code) !== index) {
      violations.push({ field: `${field}.${index}`, message: FIELD_MESSAGES.duplicateActivity });
    }
  });
  return violations;
}

/** Every director a natural person (the questionnaire offers no corporate director), 16 or older today. */
export function checkDirectors(section: UkDirectorsAnswers, today: IsoDate): FieldViolation[] {
  const directors = section.directors ?? [];
  const violations = directors.flatMap((director, index) => [
    ...checkOfficer(director, `directors.directors.${index}`, today),
    ...checkText(director.occupation, `directors.directors.${index}.occupation`, TEXT_LIMITS.name),
  ]);
  const people = directors.map((director) => ({
    kind: 'person' as const,
    dateOfBirth: director.dateOfBirth ?? '',
  }));
  const rules = checkUkDirectors(people, today).filter(
    (rule) => !violations.some((violation) => violation.field === `directors.${rule.field}`),
  );
  return [...violations, ...rules.map((rule) => ({ ...rule, field: `directors.${rule.field}` }))];
}

const CAPITAL_FIELDS = {
  share_classes: 'share_capital.share_classes',
  subscribers: 'share_capital.shareholders',
  nominal_value: 'nominal_value_pence',
  amount_paid: 'amount_paid_per_share_pence',
};

export function checkShareCapital(section: UkShareCapitalAnswers): FieldViolation[] {
  const shareholders = section.shareholders ?? [];
  const people = shareholders.flatMap((shareholder, index) => [
    ...checkText(
      shareholder.name,
      `share_capital.shareholders.${index}.name`,
      TEXT_LIMITS.fullName,
    ),
    ...checkAddress(shareholder.address, `share_capital.shareholders.${index}.address`),
  ]);
  const classes = section.shareClasses ?? [];
  const names = classes.flatMap((shareClass, index) =>
    checkText(
      shareClass.name,
      `share_capital.share_classes.${index}.name`,
      TEXT_LIMITS.name,
    ).filter((violation) => violation.message === FIELD_MESSAGES.tooLong),
  );
  const rules = renameField(
    checkUkShareCapital(toShareClasses(section), toSubscribers(section)),
    CAPITAL_FIELDS,
  );
  return [...people, ...names, ...rules];
}

/**
 * The persons with significant control, counted against the statement of
 * capital already given (one vote a share, Companies Act 2006 s. 284): at
 * least one, or the statement that there is none, never both.
 */
export function checkSignificantControl(
  section: UkSignificantControlAnswers,
  capital: UkShareCapitalAnswers | undefined,
  today: IsoDate,
): FieldViolation[] {
  const persons = section.persons ?? [];
  if (persons.length === 0) {
    return section.noRegistrablePerson === true
      ? []
      : [{ field: 'significant_control.persons', message: FIELD_MESSAGES.pscStatement }];
  }
  if (section.noRegistrablePerson === true) {
    return [
      { field: 'significant_control.no_registrable_person', message: FIELD_MESSAGES.pscStatement },
    ];
  }
  const total = capital ? totalShares(capital) : 0;
  if (total === 0) return [{ field: 'share_capital', message: FIELD_MESSAGES.required }];
  const violations = persons.flatMap((person, index) => {
    const field = `significant_control.persons.${index}`;
    const counts = (['sharesHeld', 'votesHeld'] as const).flatMap((key) => {
      const value = person[key] ?? 0;
      return Number.isSafeInteger(value) && value >= 0 && value <= total
        ? []
        : [
            {
              field: `${field}.${key === 'sharesHeld' ? 'shares_held' : 'votes_held'}`,
              message: FIELD_MESSAGES.shareCount,
            },
          ];
    });
    return [...checkOfficer(person, field, today), ...counts];
  });
  if (violations.length > 0) return violations;
  return renameField(
    checkPersonsWithSignificantControl(persons.map((person) => toControlHeld(person, total))),
    { persons_with_significant_control: 'significant_control.persons' },
  );
}

export function checkArticlesSection(section: UkArticlesAnswers): FieldViolation[] {
  if (section.articles !== UkArticles.MODEL && section.articles !== UkArticles.BESPOKE) {
    return [{ field: 'articles.articles', message: FIELD_MESSAGES.required }];
  }
  return renameField(
    checkArticles(section.articles === UkArticles.MODEL ? 'model' : 'bespoke', section.documentId),
    { document: 'document_id' },
  );
}
