import {
  getNaturesOfControl,
  getStatementOfCapital,
  toControlHeld,
  toShareClasses,
  toSubscribers,
  totalShares,
  type NatureOfControl,
  type UkIncorporationAnswers,
} from '@foundly/domain';
import { UkArticles, type UkJurisdiction } from '@foundly/proto';

/** A line of the UK summary: the question, and the answer as lines of text. */
export interface UkSummaryRow {
  field: string;
  lines: string[];
}

/** One funnel's answers, with the step its edit link leads to. */
export interface UkSummarySection {
  funnelName: 'company' | 'people' | 'articles';
  stepName: string;
  rows: UkSummaryRow[];
}

/** How the rows are put in words: the interface's language and money. */
export interface UkSummaryWords {
  jurisdiction: (jurisdiction: UkJurisdiction) => string;
  pounds: (pence: number) => string;
  shareClassLine: (line: {
    name: string;
    shares: number;
    nominal: string;
    paid: string;
    unpaid: string;
  }) => string;
  holding: (holding: { name: string; shares: number; className: string }) => string;
  nature: (nature: NatureOfControl) => string;
  noPsc: string;
  articles: (articles: UkArticles) => string;
  /** The line naming the uploaded file of bespoke articles. */
  articlesFile: (fileName: string) => string;
  personalCode: (code: string) => string;
}

const address = (
  value: { line1?: string; line2?: string; town?: string; postcode?: string } = {},
) =>
  [value.line1, value.line2, [value.town, value.postcode].filter(Boolean).join(' ')]
    .filter((line): line is string => Boolean(line))
    .join(', ');

const fullName = (person: { firstName?: string; lastName?: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

/**
 * What the application to register will state (form IN01), funnel by funnel:
 * the company, the people with the statement of capital computed by the
 * domain and each PSC's natures of control, and the articles, with the name
 * of the file of bespoke ones (`articlesFileName`, from the order's
 * documents). Rows of sections not answered yet are left out.
 */
export function buildUkSummary(
  answers: UkIncorporationAnswers,
  words: UkSummaryWords,
  articlesFileName = '',
): UkSummarySection[] {
  const company: UkSummaryRow[] = [];
  if (answers.company?.companyName) {
    company.push({ field: 'companyName', lines: [answers.company.companyName] });
  }
  if (answers.company?.jurisdiction) {
    company.push({
      field: 'jurisdiction',
      lines: [words.jurisdiction(answers.company.jurisdiction)],
    });
  }
  if (answers.registeredOffice?.address) {
    company.push({ field: 'registeredOffice', lines: [address(answers.registeredOffice.address)] });
  }
  if (answers.activity?.sicCodes?.length) {
    company.push({ field: 'sicCodes', lines: answers.activity.sicCodes });
  }

  const people: UkSummaryRow[] = [];
  const directors = answers.directors?.directors ?? [];
  if (directors.length > 0) {
    people.push({
      field: 'directors',
      lines: directors.map(
        (director) => `${fullName(director)} — ${words.personalCode(director.personalCode ?? '')}`,
      ),
    });
  }
  const capital = answers.shareCapital;
  if (capital) {
    const statement = getStatementOfCapital(toShareClasses(capital), toSubscribers(capital));
    people.push({
      field: 'statementOfCapital',
      lines: statement.classes.map((line) =>
        words.shareClassLine({
          name: line.name,
          shares: line.shares,
          nominal: words.pounds(line.aggregateNominalValue),
          paid: words.pounds(line.amountPaid),
          unpaid: words.pounds(line.amountUnpaid),
        }),
      ),
    });
    people.push({
      field: 'shareholders',
      lines: (capital.shareholders ?? []).flatMap((shareholder) =>
        (shareholder.holdings ?? []).map((holding) =>
          words.holding({
            name: shareholder.name ?? '',
            shares: holding.shares ?? 0,
            className: holding.className ?? '',
          }),
        ),
      ),
    });
  }
  const control = answers.significantControl;
  if (control) {
    const total = capital ? totalShares(capital) : 0;
    const persons = control.persons ?? [];
    people.push({
      field: 'significantControl',
      lines:
        persons.length === 0
          ? [words.noPsc]
          : persons.map(
              (person) =>
                `${fullName(person)} — ${words.personalCode(person.personalCode ?? '')}: ${getNaturesOfControl(
                  toControlHeld(person, total),
                )
                  .map(words.nature)
                  .join('; ')}`,
            ),
    });
  }

  const chosen = answers.articles?.articles;
  const articles: UkSummaryRow[] = chosen
    ? [
        {
          field: 'articles',
          lines: [
            words.articles(chosen),
            ...(chosen === UkArticles.BESPOKE && articlesFileName
              ? [words.articlesFile(articlesFileName)]
              : []),
          ],
        },
      ]
    : [];

  return [
    { funnelName: 'company' as const, stepName: 'name', rows: company },
    { funnelName: 'people' as const, stepName: 'directors', rows: people },
    { funnelName: 'articles' as const, stepName: 'articles', rows: articles },
  ].filter((section) => section.rows.length > 0);
}
