export { createReferenceDataService } from './reference.rpc.js';
export { getFrenchReferenceData } from './french-reference-data.js';
