import { Code } from '@connectrpc/connect';
import { OrderStatus, StatusActor } from '@foundly/proto';
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, expectRpcError, useTestApp, type RpcClients } from '../../../test/harness.js';
import { readOrderRow } from '../../../test/questionnaire.js';
import { COMPLETE_UK_SECTIONS, signUpPaidUkCustomer } from '../../../test/uk-questionnaire.js';
import { createSamplePdf } from '../dev-seed/index.js';
import { moveOrderStatus } from '../order-records/index.js';

const S = OrderStatus;

describe.each(BACKENDS)('a UK company incorporated through the back-office on %s', (backend) => {
  const app = useTestApp(backend);
  let operator: Awaited<ReturnType<ReturnType<typeof app>['signUpOperator']>>;

  beforeAll(async () => {
    operator = await app().signUpOperator();
  });

  /** A UK founder whose complete questionnaire was sent, signed and approved, then filed. */
  async function signUpFiledUkFounder() {
    const founder = await signUpPaidUkCustomer(app());
    const orderId = founder.order.id;
    for (const sections of COMPLETE_UK_SECTIONS) {
      await founder.rpc.orders.updateUkIncorporation({ id: orderId, sections });
    }
    await founder.rpc.orders.confirmOrder({ id: orderId });
    await app().context.db.transaction((tx) =>
      moveOrderStatus(tx, app().context, {
        orderId,
        from: 'WAITING_ESIGNATURE',
        to: 'QUESTIONNAIRE_RECEIVED',
        actor: 'signature',
      }),
    );
    for (const [from, to] of [
      [S.QUESTIONNAIRE_RECEIVED, S.PROCESSING_QUESTIONNAIRE],
      [S.PROCESSING_QUESTIONNAIRE, S.QUESTIONNAIRE_APPROVED],
      [S.QUESTIONNAIRE_APPROVED, S.PROCESSING_REGISTRY],
    ] as const) {
      await operator.rpc.backoffice.changeOrderStatus({
        orderId,
        expectedStatus: from,
        status: to,
      });
    }
    return founder;
  }

  async function uploadCertificate(orderId: string) {
    const response = await app().fetch(
      `/api/ops/orders/${orderId}/documents?${new URLSearchParams({
        type: 'certificate_of_incorporation',
        fileName: 'Certificate of incorporation.pdf',
      }).toString()}`,
      {
        method: 'POST',
        headers: { cookie: operator.cookie, 'content-type': 'application/pdf' },
        body: await createSamplePdf('Certificate of incorporation 01234567'),
      },
    );
    expect(response.status).toBe(201);
  }

  const incorporate = (orderId: string, companyNumber: string) =>
    operator.rpc.backoffice.changeOrderStatus({
      orderId,
      expectedStatus: S.PROCESSING_REGISTRY,
      status: S.COMPANY_FORMED,
      companyNumber,
    });

  it('is incorporated with its certificate and company number, then completed', async () => {
    const founder = await signUpFiledUkFounder();
    const orderId = founder.order.id;
    expect((await founder.rpc.orders.getMyOrder({ orderId })).order?.status).toBe(
      S.PROCESSING_REGISTRY,
    );
    await uploadCertificate(orderId);

    const { order, change } = await incorporate(orderId, ' 0123 4567 ');
    expect(order?.status).toBe(S.COMPANY_FORMED);
    expect(change).toMatchObject({ toStatus: S.COMPANY_FORMED, actor: StatusActor.OPERATOR });
    const seen = await founder.rpc.orders.getMyOrder({ orderId });
    expect(seen.order?.metadata['company_number']).toBe('01234567');
    const { documents } = await founder.rpc.documents.listDocuments({ orderId });
    expect(documents.map((document) => [document.type, document.authority])).toContainEqual([
      'certificate_of_incorporation',
      'companies_house',
    ]);

    await operator.rpc.backoffice.changeOrderStatus({
      orderId,
      expectedStatus: S.COMPANY_FORMED,
      status: S.COMPLETED,
    });
    expect((await founder.rpc.orders.getMyOrder({ orderId })).order?.status).toBe(S.COMPLETED);
  });

  it('is not incorporated before its certificate is in the file, and nothing is kept', async () => {
    const { order } = await signUpFiledUkFounder();
    const { detail } = await expectRpcError(
      incorporate(order.id, '01234567'),
      Code.FailedPrecondition,
    );
    expect(detail?.reason).toBe('INCORPORATION_CERTIFICATE_MISSING');
    const row = await readOrderRow(app(), order.id);
    expect(row).toMatchObject({ status: 'PROCESSING_REGISTRY' });
    expect(row.metadata['company_number']).toBeUndefined();
  });

  it('refuses a company number missing or not of the jurisdiction stated (England and Wales)', async () => {
    const { order } = await signUpFiledUkFounder();
    await uploadCertificate(order.id);
    for (const [number, message] of [
      ['', 'errors.field.required'],
      ['SC123456', 'errors.field.ukCompanyNumber'],
      ['1234567', 'errors.field.ukCompanyNumber'],
    ] as const) {
      const { detail } = await expectRpcError(incorporate(order.id, number), Code.InvalidArgument);
      expect(detail?.fieldViolations.map(({ field, description }) => [field, description])).toEqual(
        [['company_number', message]],
      );
    }
    expect(await readOrderRow(app(), order.id)).toMatchObject({ status: 'PROCESSING_REGISTRY' });
  });

  it('refuses a company number on any other move', async () => {
    const { order } = await signUpFiledUkFounder();
    const { detail } = await expectRpcError(
      operator.rpc.backoffice.changeOrderStatus({
        orderId: order.id,
        expectedStatus: S.PROCESSING_REGISTRY,
        status: S.CANCELED,
        reason: 'Asked by the founder',
        companyNumber: '01234567',
      }),
      Code.InvalidArgument,
    );
    expect(detail?.fieldViolations[0]?.field).toBe('company_number');
  });

  it('lets neither a founder move their file nor another founder see its certificate', async () => {
    const founder = await signUpFiledUkFounder();
    await uploadCertificate(founder.order.id);
    await expectRpcError(
      (founder.rpc as RpcClients).backoffice.changeOrderStatus({
        orderId: founder.order.id,
        expectedStatus: S.PROCESSING_REGISTRY,
        status: S.COMPANY_FORMED,
        companyNumber: '01234567',
      }),
      Code.PermissionDenied,
    );
    const other = await signUpPaidUkCustomer(app());
    await expectRpcError(
      other.rpc.documents.listDocuments({ orderId: founder.order.id }),
      Code.NotFound,
    );
    expect(await readOrderRow(app(), founder.order.id)).toMatchObject({
      status: 'PROCESSING_REGISTRY',
    });
  });
});
