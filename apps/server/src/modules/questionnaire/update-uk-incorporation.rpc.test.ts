import { Code } from '@connectrpc/connect';
import { CountryCode, LegalForm, UkArticles, UkJurisdiction } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { ARTICLES_DOCUMENT_TYPE, UK_DOCUMENT_REFS } from '@foundly/domain';
import {
  describeCallerChecks,
  signUpOrderingCustomer,
  type OrderingCustomer,
} from '../../../test/caller-checks.js';
import { putBytes, sampleFiles, toAnnouncement, uploadDocument } from '../../../test/documents.js';
import { BACKENDS, expectRpcError, useTestApp } from '../../../test/harness.js';
import { signUpWithDraft } from '../../../test/payments.js';
import { readOrderRow } from '../../../test/questionnaire.js';
import {
  COMPLETE_UK_SECTIONS,
  signUpPaidUkCustomer,
  ukDirector,
} from '../../../test/uk-questionnaire.js';

const COMPANY = COMPLETE_UK_SECTIONS[0]!;

describe.each(BACKENDS)('OrderService.UpdateUkIncorporation on %s', (backend) => {
  const app = useTestApp(backend);

  it('saves each step, names the company and walks the founder to the summary', async () => {
    const { rpc, order } = await signUpPaidUkCustomer(app());
    let last;
    for (const sections of COMPLETE_UK_SECTIONS) {
      last = await rpc.orders.updateUkIncorporation({ id: order.id, sections });
    }
    expect(last?.order?.companyName).toBe('Acme Widgets Ltd');
    expect(last?.progress?.currentFunnel).toBe('final-summary');
    const { questionnaire } = await rpc.orders.getMyOrder({ orderId: order.id });
    expect(questionnaire?.ukIncorporation?.activity?.sicCodes).toEqual(['62012']);
    expect(questionnaire?.ukIncorporation?.directors?.directors[0]?.personalCode).toBe(
      'FT5-15ED-7JY5',
    );
    expect(questionnaire?.ukIncorporation?.company?.jurisdiction).toBe(
      UkJurisdiction.ENGLAND_AND_WALES,
    );
  });

  it('keeps answers in their printed form: postcode, personal code', async () => {
    const { rpc, order } = await signUpPaidUkCustomer(app());
    await rpc.orders.updateUkIncorporation({ id: order.id, sections: COMPANY });
    const { questionnaire } = await rpc.orders.updateUkIncorporation({
      id: order.id,
      sections: {
        registeredOffice: {
          address: { line1: ' 20 Wharf Road ', town: 'London', postcode: 'n17gr' },
        },
      },
    });
    expect(questionnaire?.ukIncorporation?.registeredOffice?.address).toMatchObject({
      line1: '20 Wharf Road',
      postcode: 'N1 7GR',
      countryCode: 'GB',
    });
  });

  it('refuses a name without its ending with the translated message, and keeps nothing', async () => {
    const { rpc, order } = await signUpPaidUkCustomer(app());
    const { fields, detail } = await expectRpcError(
      rpc.orders.updateUkIncorporation({
        id: order.id,
        sections: {
          company: { companyName: 'Acme Widgets', jurisdiction: UkJurisdiction.ENGLAND_AND_WALES },
          activity: { sicCodes: ['62012'] },
        },
      }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual(['company.company_name']);
    expect(detail?.fieldViolations[0]?.description).toBe('errors.field.ukNameEnding');
    const row = await readOrderRow(app(), order.id);
    expect(row.questionnaire['ukIncorporation']).toBeUndefined();
  });

  it('refuses a director a day short of 16, and accepts one 16 today', async () => {
    const { rpc, order } = await signUpPaidUkCustomer(app());
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
    const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
    const sixteen = `${year - 16}${rest}`;
    if (rest !== '-02-29') {
      await expect(
        rpc.orders.updateUkIncorporation({
          id: order.id,
          sections: { directors: { directors: [ukDirector(sixteen)] } },
        }),
      ).resolves.toBeDefined();
    }
    const tomorrow = new Date(Date.parse(`${sixteen}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const { fields, detail } = await expectRpcError(
      rpc.orders.updateUkIncorporation({
        id: order.id,
        sections: { directors: { directors: [ukDirector(tomorrow)] } },
      }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual(['directors.directors.0.date_of_birth']);
    expect(detail?.fieldViolations[0]?.description).toBe('errors.field.directorAge16');
  });

  it('refuses a SIC code that is not in the list', async () => {
    const { rpc, order } = await signUpPaidUkCustomer(app());
    const { fields, detail } = await expectRpcError(
      rpc.orders.updateUkIncorporation({
        id: order.id,
        sections: { activity: { sicCodes: ['62012', '62019'] } },
      }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual(['activity.sic_codes.1']);
    expect(detail?.fieldViolations[0]?.description).toBe('errors.field.sicCode');
  });

  it('refuses an office postcode outside the jurisdiction chosen', async () => {
    const { rpc, order } = await signUpPaidUkCustomer(app());
    await rpc.orders.updateUkIncorporation({ id: order.id, sections: COMPANY });
    const { fields, detail } = await expectRpcError(
      rpc.orders.updateUkIncorporation({
        id: order.id,
        sections: {
          registeredOffice: {
            address: { line1: '1 Rose Street', town: 'Edinburgh', postcode: 'EH2 2PR' },
          },
        },
      }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual(['registered_office.address.postcode']);
    expect(detail?.fieldViolations[0]?.description).toBe('errors.field.officeJurisdiction');
  });

  it('refuses a director without a valid personal code', async () => {
    const { rpc, order } = await signUpPaidUkCustomer(app());
    const { fields, detail } = await expectRpcError(
      rpc.orders.updateUkIncorporation({
        id: order.id,
        sections: { directors: { directors: [{ ...ukDirector(), personalCode: 'ABC' }] } },
      }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual(['directors.directors.0.personal_code']);
    expect(detail?.fieldViolations[0]?.description).toBe('errors.field.personalCode');
  });

  /** Uploads a PDF of `documentType` for the customer's order, as the articles step does. */
  async function uploadPdf(customer: OrderingCustomer, documentType: string) {
    const { document } = await uploadDocument(customer.rpc, {
      orderId: customer.order.id,
      fileName: 'Articles of Acme Widgets.pdf',
      documentType,
      bytes: sampleFiles.pdf('Articles of association'),
      referenceField: UK_DOCUMENT_REFS.articles,
    });
    return document;
  }

  it('saves bespoke articles that name an uploaded articles PDF, and shows its name', async () => {
    const customer = await signUpPaidUkCustomer(app());
    const document = await uploadPdf(customer, ARTICLES_DOCUMENT_TYPE);
    const { questionnaire } = await customer.rpc.orders.updateUkIncorporation({
      id: customer.order.id,
      sections: { articles: { articles: UkArticles.BESPOKE, documentId: document.id } },
    });
    expect(questionnaire?.ukIncorporation?.articles).toMatchObject({
      articles: UkArticles.BESPOKE,
      documentId: document.id,
    });
    const { order, documents } = await customer.rpc.orders.getMyOrder({
      orderId: customer.order.id,
    });
    expect(order?.documentRefs[UK_DOCUMENT_REFS.articles]).toBe(document.id);
    expect(documents.find((listed) => listed.id === document.id)).toMatchObject({
      type: ARTICLES_DOCUMENT_TYPE,
      fileName: 'Articles of Acme Widgets.pdf',
    });
  });

  it('refuses bespoke articles without their document, and keeps nothing', async () => {
    const { rpc, order } = await signUpPaidUkCustomer(app());
    const { fields, detail } = await expectRpcError(
      rpc.orders.updateUkIncorporation({
        id: order.id,
        sections: { articles: { articles: UkArticles.BESPOKE } },
      }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual(['articles.document_id']);
    expect(detail?.fieldViolations[0]?.description).toBe('errors.field.required');
    expect((await readOrderRow(app(), order.id)).questionnaire['ukIncorporation']).toBeUndefined();
  });

  it("refuses bespoke articles that point at another customer's document, and keeps nothing", async () => {
    const { rpc, order } = await signUpPaidUkCustomer(app());
    const stranger = await signUpPaidUkCustomer(app());
    const theirs = await uploadPdf(stranger, ARTICLES_DOCUMENT_TYPE);
    for (const documentId of [theirs.id, crypto.randomUUID(), 'not-an-id']) {
      const { fields, detail } = await expectRpcError(
        rpc.orders.updateUkIncorporation({
          id: order.id,
          sections: { articles: { articles: UkArticles.BESPOKE, documentId } },
        }),
        Code.NotFound,
      );
      expect(fields).toEqual(['articles.document_id']);
      expect(detail?.reason).toBe('DOCUMENT_NOT_FOUND');
    }
    expect((await readOrderRow(app(), order.id)).questionnaire['ukIncorporation']).toBeUndefined();
  });

  it('refuses bespoke articles that point at a document of another type, and keeps nothing', async () => {
    const customer = await signUpPaidUkCustomer(app());
    const identity = await uploadPdf(customer, 'identity');
    const { fields, detail } = await expectRpcError(
      customer.rpc.orders.updateUkIncorporation({
        id: customer.order.id,
        sections: { articles: { articles: UkArticles.BESPOKE, documentId: identity.id } },
      }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual(['articles.document_id']);
    expect(detail?.fieldViolations[0]?.description).toBe('errors.field.articlesDocumentType');
    const row = await readOrderRow(app(), customer.order.id);
    expect(row.questionnaire['ukIncorporation']).toBeUndefined();
  });

  it('refuses articles that are not a PDF, by their name and by their content', async () => {
    const customer = await signUpPaidUkCustomer(app());
    const announce = (fileName: string, bytes: Buffer) =>
      customer.rpc.documents.getUploadUrl({
        ...toAnnouncement({
          orderId: customer.order.id,
          fileName,
          documentType: ARTICLES_DOCUMENT_TYPE,
          bytes,
        }),
      });
    const byName = await expectRpcError(
      announce('articles.png', sampleFiles.png()),
      Code.InvalidArgument,
    );
    expect(byName.detail?.reason).toBe('INVALID_FILE');
    const png = sampleFiles.png();
    const slot = await announce('articles.pdf', png);
    const put = await putBytes(slot.url, png, slot.headers);
    expect(put.status).toBe(415);
    expect(await put.json()).toMatchObject({ error: 'INVALID_FILE' });
    const { order, documents } = await customer.rpc.orders.getMyOrder({
      orderId: customer.order.id,
    });
    expect(order?.documentRefs[UK_DOCUMENT_REFS.articles]).toBeUndefined();
    expect(documents).toEqual([]);
  });

  it('refuses answers before payment', async () => {
    const { rpc, order } = await signUpWithDraft(app(), {
      countryCode: CountryCode.UK,
      companyLegalForm: LegalForm.LTD,
    });
    const { detail } = await expectRpcError(
      rpc.orders.updateUkIncorporation({ id: order.id, sections: COMPANY }),
      Code.FailedPrecondition,
    );
    expect(detail?.reason).toBe('ORDER_NOT_PAID');
  });

  it('refuses UK answers on a French order', async () => {
    const { rpc, order } = await signUpOrderingCustomer(app());
    const { fields } = await expectRpcError(
      rpc.orders.updateUkIncorporation({ id: order.id, sections: COMPANY }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual(['company']);
  });

  it("refuses another customer's order as not found", async () => {
    const { order } = await signUpPaidUkCustomer(app());
    const { rpc: stranger } = await signUpPaidUkCustomer(app());
    const { detail } = await expectRpcError(
      stranger.orders.updateUkIncorporation({ id: order.id, sections: COMPANY }),
      Code.NotFound,
    );
    expect(detail?.reason).toBe('ORDER_NOT_FOUND');
    const row = await readOrderRow(app(), order.id);
    expect(row.questionnaire['ukIncorporation']).toBeUndefined();
  });

  describeCallerChecks(
    'UpdateUkIncorporation',
    app,
    (rpc, caller) => rpc.orders.updateUkIncorporation({ id: caller.order.id, sections: COMPANY }),
    signUpPaidUkCustomer,
  );
});
