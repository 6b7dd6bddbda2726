import { Code } from '@connectrpc/connect';
import { CommercialDocumentStatus } from '@foundly/proto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceInput, signUpSeller } from '../../../test/commercial-documents.js';
import { BACKENDS, expectRpcError, useTestApp } from '../../../test/harness.js';
import { companyRegistrations, operatorActions } from '../../db/schema/index.js';
import { extractText, normaliseSpaces } from '../../../test/pdf-tools.js';

describe.each(BACKENDS)("The back-office's reading of commercial documents on %s", (backend) => {
  const app = useTestApp(backend);

  it('records the registration, checked, audited, and the founder can then issue', async () => {
    const [operator, seller] = await Promise.all([
      app().signUpOperator(),
      signUpSeller(app(), { registered: false }),
    ]);
    const { fields } = await expectRpcError(
      operator.rpc.backoffice.recordCompanyRegistration({
        orderId: seller.order.id,
        registration: {
          registrationNumber: '552100555',
          vatNumber: 'FR00552100554',
          register: 'RCS Paris',
        },
      }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual(['registration.registration_number', 'registration.vat_number']);
    const rows = () =>
      app()
        .context.db.select()
        .from(companyRegistrations)
        .where(eq(companyRegistrations.accountId, seller.order.accountId));
    expect(await rows()).toHaveLength(0);
    const { registration } = await operator.rpc.backoffice.recordCompanyRegistration({
      orderId: seller.order.id,
      registration: {
        registrationNumber: '552100554',
        vatNumber: 'fr 96 552100554',
        register: 'RCS Paris',
        shareCapital: 1_000_00n,
      },
    });
    expect(registration).toMatchObject({ vatNumber: 'FR96552100554', shareCapital: 1_000_00n });
    const audit = await app()
      .context.db.select()
      .from(operatorActions)
      .where(
        and(
          eq(operatorActions.operatorUserId, operator.id),
          eq(operatorActions.action, 'record_company_registration'),
        ),
      );
    expect(audit).toHaveLength(1);
    const { document } = await seller.rpc.commercialDocuments.createCommercialDocument({
      accountId: seller.order.accountId,
      content: invoiceInput(),
    });
    const { document: issued } = await seller.rpc.commercialDocuments.issueCommercialDocument({
      id: document!.id,
    });
    expect(issued!.seller!.vatNumber).toBe('FR96552100554');
  });

  it("lists a file's issued documents only, and downloads one, audited", async () => {
    const [operator, seller] = await Promise.all([app().signUpOperator(), signUpSeller(app())]);
    const create = () =>
      seller.rpc.commercialDocuments.createCommercialDocument({
        accountId: seller.order.accountId,
        content: invoiceInput(),
      });
    const [{ document: draft }, { document: toIssue }] = await Promise.all([create(), create()]);
    await seller.rpc.commercialDocuments.issueCommercialDocument({ id: toIssue!.id });
    const { documents, registration } = await operator.rpc.backoffice.listFileCommercialDocuments({
      orderId: seller.order.id,
    });
    expect(documents.map((listed) => [listed.id, listed.status])).toEqual([
      [toIssue!.id, CommercialDocumentStatus.ISSUED],
    ]);
    expect(registration?.registrationNumber).toBe('552100554');
    const { pdf, fileName } = await operator.rpc.backoffice.downloadFileCommercialDocument({
      documentId: toIssue!.id,
    });
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    expect(fileName).toBe(`Facture-${documents[0]!.invoiceNumber}.pdf`);
    expect(normaliseSpaces(await extractText(pdf))).toContain(documents[0]!.invoiceNumber);
    const audit = await app()
      .context.db.select()
      .from(operatorActions)
      .where(
        and(
          eq(operatorActions.operatorUserId, operator.id),
          eq(operatorActions.action, 'download_commercial_document'),
        ),
      );
    expect(audit.map((action) => [action.target, action.orderId])).toEqual([
      [toIssue!.id, seller.order.id],
    ]);
    await expectRpcError(
      operator.rpc.backoffice.downloadFileCommercialDocument({ documentId: draft!.id }),
      Code.NotFound,
    );
    await expectRpcError(
      operator.rpc.backoffice.listFileCommercialDocuments({ orderId: 'nope' }),
      Code.InvalidArgument,
    );
    await expectRpcError(
      operator.rpc.backoffice.listFileCommercialDocuments({ orderId: crypto.randomUUID() }),
      Code.NotFound,
    );
  });
});
