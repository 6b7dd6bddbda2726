export * from './answers.js';
export * from './funnels.js';
export * from './personal-code.js';
export * from './validation.js';
export { normaliseUkAnswers } from './normalise-answers.js';
export { toControlHeld, toShareClasses, toSubscribers, totalShares } from './share-capital.js';
