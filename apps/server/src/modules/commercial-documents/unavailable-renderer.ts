import { DomainError, ErrorCode } from '@foundly/domain';
import type { CommercialDocumentRenderer } from './renderer.js';

/**
 * The renderer of an app built without the PDF renderer: every download is
 * refused as the server's failure, the rest of the tool working.
 */
export const unavailableRenderer: CommercialDocumentRenderer = {
  render() {
    return Promise.reject(new DomainError(ErrorCode.Internal, 'The PDF renderer is not available'));
  },
};
