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
export {
  toOptionalProgressMessage,
  toOrderMessage,
  toProgressMessage,
  toQuestionnaireMessage,
  toSubmissionIssueMessage,
} from './order-messages.js';
export { createQuestionnaireHandlers } from './questionnaire.rpc.js';
