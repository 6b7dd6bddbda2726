export { EntityChoicePage } from './entity-choice-page.js';
