export { frenchQuestionnaire } from './french-questionnaire.js';
