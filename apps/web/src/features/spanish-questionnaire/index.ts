export { spanishQuestionnaire } from './spanish-questionnaire.js';
