import { Code } from '@connectrpc/connect';
import { CountryCode, FiscalTerritory, LegalForm } from '@foundly/proto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeCallerChecks, signUpOrderingCustomer } from '../../../test/caller-checks.js';
import { BACKENDS, expectRpcError, useTestApp, type TestApp } from '../../../test/harness.js';
import { orders } from '../../db/schema/index.js';

async function signUpSpanishCustomer(app: TestApp) {
  const { rpc } = await app.signUpCustomer();
  const { order } = await rpc.orders.createOrder({
    countryCode: CountryCode.ES,
    companyLegalForm: LegalForm.AUTONOMO,
  });
  return { rpc, order: order! };
}

describe.each(BACKENDS)('OrderService.UpdateOrder on %s', (backend) => {
  const app = useTestApp(backend);

  it('saves the Spanish fiscal territory and returns it in the questionnaire', async () => {
    const { rpc, order } = await signUpSpanishCustomer(app());
    const response = await rpc.orders.updateOrder({
      id: order.id,
      businessInformation: { fiscalTerritory: FiscalTerritory.NAVARRA },
    });
    expect(response.questionnaire?.businessInformation?.fiscalTerritory).toBe(
      FiscalTerritory.NAVARRA,
    );
    const { questionnaire } = await rpc.orders.getMyOrder({ orderId: order.id });
    expect(questionnaire?.businessInformation?.fiscalTerritory).toBe(FiscalTerritory.NAVARRA);
  });

  it('refuses the unselected territory (0) with the required message on its field', async () => {
    const { rpc, order } = await signUpSpanishCustomer(app());
    const { fields, detail } = await expectRpcError(
      rpc.orders.updateOrder({
        id: order.id,
        businessInformation: { fiscalTerritory: FiscalTerritory.UNSPECIFIED },
      }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual(['business_information.fiscal_territory']);
    expect(detail?.fieldViolations[0]?.description).toBe('errors.field.required');
  });

  it('refuses a fiscal territory on a French order', async () => {
    const { rpc, order } = await signUpOrderingCustomer(app());
    const { fields } = await expectRpcError(
      rpc.orders.updateOrder({
        id: order.id,
        businessInformation: { fiscalTerritory: FiscalTerritory.REST_OF_SPAIN },
      }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual(['business_information']);
  });

  it('merges metadata and keeps earlier keys', async () => {
    const { rpc, order } = await signUpOrderingCustomer(app());
    await rpc.orders.updateOrder({ id: order.id, metadata: { fiscal_option_viewed: '1' } });
    const { order: updated } = await rpc.orders.updateOrder({
      id: order.id,
      metadata: { identity_intro_viewed: '1' },
    });
    expect(updated?.metadata).toMatchObject({
      fiscal_option_viewed: '1',
      identity_intro_viewed: '1',
    });
  });

  it('two saves at once both keep their answers', async () => {
    const { rpc, order } = await signUpSpanishCustomer(app());
    await Promise.all([
      rpc.orders.updateOrder({ id: order.id, metadata: { esignature_intro_viewed: '1' } }),
      rpc.orders.updateOrder({
        id: order.id,
        businessInformation: { fiscalTerritory: FiscalTerritory.REST_OF_SPAIN },
      }),
    ]);
    const { order: saved, questionnaire } = await rpc.orders.getMyOrder({ orderId: order.id });
    expect(saved?.metadata.esignature_intro_viewed).toBe('1');
    expect(questionnaire?.businessInformation?.fiscalTerritory).toBe(FiscalTerritory.REST_OF_SPAIN);
  });

  it('is refused once the questionnaire has been sent', async () => {
    const { rpc, order } = await signUpSpanishCustomer(app());
    await app()
      .context.db.update(orders)
      .set({ status: 'QUESTIONNAIRE_RECEIVED' })
      .where(eq(orders.id, order.id));
    const { detail } = await expectRpcError(
      rpc.orders.updateOrder({ id: order.id, metadata: { userReviewedOcrIban: 'true' } }),
      Code.FailedPrecondition,
    );
    expect(detail?.reason).toBe('QUESTIONNAIRE_LOCKED');
  });

  it('answers not_found for another customer’s order and invalid_argument for a malformed id', async () => {
    const owner = await signUpSpanishCustomer(app());
    const stranger = await signUpSpanishCustomer(app());
    await expectRpcError(
      stranger.rpc.orders.updateOrder({ id: owner.order.id, metadata: {} }),
      Code.NotFound,
    );
    const { fields } = await expectRpcError(
      stranger.rpc.orders.updateOrder({ id: 'nope' }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual(['id']);
  });

  describeCallerChecks('UpdateOrder', app, (rpc, caller) =>
    rpc.orders.updateOrder({ id: caller.order.id, metadata: { fiscal_option_viewed: '1' } }),
  );
});
