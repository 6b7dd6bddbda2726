import { Code } from '@connectrpc/connect';
import { CommercialDocumentStatus, DocumentIssueProblemsSchema } from '@foundly/proto';
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

  it("records a UK company's registered office, checked, which its documents then print", async () => {
    const [operator, seller] = await Promise.all([
      app().signUpOperator(),
      signUpSeller(app(), { country: 'UK', registered: false }),
    ]);
    const { document } = await seller.rpc.commercialDocuments.createCommercialDocument({
      accountId: seller.order.accountId,
      content: invoiceInput({ language: 'en-gb' }),
    });
    const { error } = await expectRpcError(
      seller.rpc.commercialDocuments.issueCommercialDocument({ id: document!.id }),
      Code.FailedPrecondition,
    );
    const [problems] = error.findDetails(DocumentIssueProblemsSchema);
    expect(problems!.problems.map(({ field }) => field)).toContain('seller.address');
    const registration = {
      registrationNumber: 'SC123456',
      vatNumber: '',
      register: '',
      shareCapital: 0n,
    };
    const refused = await expectRpcError(
      operator.rpc.backoffice.recordCompanyRegistration({
        orderId: seller.order.id,
        registration: {
          ...registration,
          registeredOffice: {
            street1: '',
            postalCode: 'EH1 1YC',
            city: 'Edinburgh',
            countryCode: 'FR',
          },
        },
      }),
      Code.InvalidArgument,
    );
    expect(refused.fields).toEqual([
      'registration.registered_office.street1',
      'registration.registered_office.postal_code',
      'registration.registered_office.country_code',
    ]);
    expect(refused.detail?.fieldViolations.map((violation) => violation.description)).toEqual([
      'errors.field.required',
      'errors.field.postalCode',
      'errors.field.companyInUk',
    ]);
    expect(
      await app()
        .context.db.select()
        .from(companyRegistrations)
        .where(eq(companyRegistrations.accountId, seller.order.accountId)),
    ).toHaveLength(0);
    const { registration: recorded } = await operator.rpc.backoffice.recordCompanyRegistration({
      orderId: seller.order.id,
      registration: {
        ...registration,
        registeredOffice: {
          street1: ' 4 Princes Street ',
          postalCode: 'eh22dg',
          city: 'Edinburgh',
          countryCode: 'gb',
        },
      },
    });
    const office = {
      street1: '4 Princes Street',
      postalCode: 'EH2 2DG',
      city: 'Edinburgh',
      countryCode: 'GB',
    };
    expect(recorded!.registeredOffice).toMatchObject(office);
    const { registration: listed } = await operator.rpc.backoffice.listFileCommercialDocuments({
      orderId: seller.order.id,
    });
    expect(listed!.registeredOffice).toMatchObject(office);
    const { document: issued } = await seller.rpc.commercialDocuments.issueCommercialDocument({
      id: document!.id,
    });
    expect(issued!.seller!.address).toMatchObject(office);
    expect(issued!.invoiceNumber).toMatch(/^INV-/);
  });

  it("prints a French company's registered office rather than the questionnaire's address", async () => {
    const [operator, seller] = await Promise.all([
      app().signUpOperator(),
      signUpSeller(app(), { registered: false }),
    ]);
    const registeredOffice = {
      street1: '5 rue de la Paix',
      postalCode: '75002',
      city: 'Paris',
      countryCode: 'FR',
    };
    await operator.rpc.backoffice.recordCompanyRegistration({
      orderId: seller.order.id,
      registration: {
        registrationNumber: '552100554',
        vatNumber: 'FR96552100554',
        register: 'RCS Paris',
        shareCapital: 1_000_00n,
        registeredOffice,
      },
    });
    const { seller: current } = await seller.rpc.commercialDocuments.getInvoiceSeller({
      accountId: seller.order.accountId,
    });
    expect(current!.address).toMatchObject(registeredOffice);
    await operator.rpc.backoffice.recordCompanyRegistration({
      orderId: seller.order.id,
      registration: {
        registrationNumber: '552100554',
        vatNumber: 'FR96552100554',
        register: 'RCS Paris',
        shareCapital: 1_000_00n,
        registeredOffice: { street1: '', street2: '', postalCode: '', city: '', countryCode: '' },
      },
    });
    const { seller: fromQuestionnaire } = await seller.rpc.commercialDocuments.getInvoiceSeller({
      accountId: seller.order.accountId,
    });
    expect(fromQuestionnaire!.address).toMatchObject({ street1: '10 avenue Foch' });
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
