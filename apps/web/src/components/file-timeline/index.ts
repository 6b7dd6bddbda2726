export { FileTimeline } from './file-timeline.js';
export { SignatureRequestAction } from './signature-request-action.js';
