export { checkHintsOfUser, findOrderOfUser } from './ownership.repository.js';
