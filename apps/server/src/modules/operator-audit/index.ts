export { recordOperatorAction, type OperatorActionInput } from './operator-audit.repository.js';
