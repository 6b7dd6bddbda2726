import { OrderStatus } from '@foundly/proto';
import { checkoutPage, companyClosingFunnels, step } from '../step-parts.js';
import type { QuestionnaireContext, QuestionnaireDefinition } from '../definition.js';
import type { UkAnswers, UkSectionName } from './answers.js';
import { checkUkSection } from './validation.js';

type Context = QuestionnaireContext<UkAnswers>;

/**
 * The day dates are read on for progress: far enough ahead that progress
 * never depends on the clock. The server checks the directors' ages and the
 * dates of birth on each save and when the questionnaire is sent, on the day
 * itself.
 */
const PROGRESS_DAY = '9999-12-31';

/**
 * Whether a section is answered and consistent with the sections it depends
 * on. SIC codes were checked against the list when saved; progress reads
 * them as given.
 */
function isAnswered(context: Context, name: UkSectionName): boolean {
  const answers = context.answers.ukIncorporation ?? {};
  if (answers[name] === undefined) return false;
  return checkUkSection(name, answers, { today: PROGRESS_DAY, isSicCode: () => true }).length === 0;
}

const section = (name: string, key: UkSectionName) =>
  step<UkAnswers>(name, (context) => isAnswered(context, key));

/**
 * The questionnaire of a UK private company limited by shares: what
 * Companies House asks on an application to register (form IN01), then the
 * summary the founder sends and the signature of the documents, as the
 * French companies do.
 */
export const UK_QUESTIONNAIRE: QuestionnaireDefinition<UkAnswers> = {
  funnels: [
    {
      name: 'pre-payment',
      steps: [
        step('payment', (context) => context.status !== OrderStatus.DRAFT),
        checkoutPage('stripe'),
        checkoutPage('success'),
        checkoutPage('failure'),
      ],
    },
    {
      name: 'company',
      steps: [
        section('name', 'company'),
        section('registered-office', 'registeredOffice'),
        section('activity', 'activity'),
      ],
    },
    {
      name: 'people',
      steps: [
        section('directors', 'directors'),
        section('share-capital', 'shareCapital'),
        section('significant-control', 'significantControl'),
      ],
    },
    {
      name: 'articles',
      steps: [section('articles', 'articles')],
    },
    ...companyClosingFunnels<UkAnswers>(),
  ],
};
