import { CommercialDocumentKind as Kind, CommercialDocumentStatus as Status } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import {
  canApplyDocumentAction,
  DOCUMENT_ACTIONS,
  type DocumentAction,
} from './document-lifecycle.js';

const ALL = Object.keys(DOCUMENT_ACTIONS) as DocumentAction[];
const allowed = (kind: Kind, status: Status) =>
  ALL.filter((action) => canApplyDocumentAction(action, { kind, status }));

describe('what can be done to a document', () => {
  it.each([
    [Kind.QUOTE, Status.DRAFT, ['edit', 'delete', 'issue', 'duplicate']],
    [Kind.QUOTE, Status.ISSUED, ['convertToInvoice', 'duplicate']],
    [Kind.INVOICE, Status.DRAFT, ['edit', 'delete', 'issue', 'duplicate']],
    [Kind.INVOICE, Status.ISSUED, ['creditNote', 'duplicate', 'markPaid']],
    [Kind.CREDIT_NOTE, Status.DRAFT, ['edit', 'delete', 'issue']],
    [Kind.CREDIT_NOTE, Status.ISSUED, []],
  ])('%s in status %s: %j', (kind, status, actions) => {
    expect(allowed(kind, status)).toEqual(actions);
  });
});
