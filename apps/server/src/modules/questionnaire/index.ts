export {
  computeOrderProgress,
  findOrderSubmissionIssues,
  getFrenchToday,
  isFrenchOrder,
} from './order-questionnaire.js';
export { isSpanishOrder } from './spanish-questionnaire.js';
export {
  findUkSubmissionViolations,
  getUkAnswers,
  getUkCheckOptions,
  isUkOrder,
} from './uk-questionnaire.js';
export { toUkAnswersUpdate } from './uk-questionnaire-mapper.js';
export {
  toFrenchAnswersUpdate,
  toOptionalProgressMessage,
  toProgressMessage,
  toQuestionnaireMessage,
  toSpanishAnswersUpdate,
  toSubmissionIssueMessage,
} from './questionnaire-mapper.js';
export { saveFrenchAnswers } from './use-cases/save-french-answers.js';
export { saveSpanishAnswers } from './use-cases/save-spanish-answers.js';
export { saveUkAnswers } from './use-cases/save-uk-answers.js';
