import { Code } from '@connectrpc/connect';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BACKENDS, expectRpcError, useTestApp } from '../../../test/harness.js';
import { readOrderRow } from '../../../test/questionnaire.js';
import {
  COMPLETE_UK_SECTIONS,
  signUpPaidUkCustomer,
  ukDirector,
} from '../../../test/uk-questionnaire.js';
import { orders } from '../../db/schema/index.js';

describe.each(BACKENDS)('OrderService.ConfirmOrder of a UK company on %s', (backend) => {
  const app = useTestApp(backend);

  it('refuses an unanswered questionnaire, naming each step still to answer', async () => {
    const { rpc, order } = await signUpPaidUkCustomer(app());
    const { detail } = await expectRpcError(
      rpc.orders.confirmOrder({ id: order.id }),
      Code.FailedPrecondition,
    );
    expect(detail?.reason).toBe('SUBMISSION_INCOMPLETE');
    expect(detail?.fieldViolations.map((violation) => violation.field)).toEqual([
      'company/name',
      'company/registered-office',
      'company/activity',
      'people/directors',
      'people/share-capital',
      'people/significant-control',
      'articles/articles',
    ]);
    expect(await readOrderRow(app(), order.id)).toMatchObject({ status: 'PLACED' });
  });

  it('sends a complete questionnaire for signature', async () => {
    const { rpc, order } = await signUpPaidUkCustomer(app());
    for (const sections of COMPLETE_UK_SECTIONS) {
      await rpc.orders.updateUkIncorporation({ id: order.id, sections });
    }
    const { order: confirmed, progress } = await rpc.orders.confirmOrder({ id: order.id });
    expect(confirmed?.status).toBeDefined();
    expect(await readOrderRow(app(), order.id)).toMatchObject({ status: 'WAITING_ESIGNATURE' });
    expect(progress?.currentFunnel).toBe('e-signature');
  });

  it('refuses answers Companies House would refuse on the day, naming the step', async () => {
    const { rpc, order } = await signUpPaidUkCustomer(app());
    for (const sections of COMPLETE_UK_SECTIONS) {
      await rpc.orders.updateUkIncorporation({ id: order.id, sections });
    }
    const row = await readOrderRow(app(), order.id);
    const answers = row.questionnaire['ukIncorporation'] as Record<string, unknown>;
    const nextYear = new Date().getUTCFullYear() + 1;
    await app()
      .context.db.update(orders)
      .set({
        questionnaire: {
          ...row.questionnaire,
          ukIncorporation: {
            ...answers,
            directors: { directors: [ukDirector(`${nextYear - 16}-01-01`)] },
          },
        },
      })
      .where(eq(orders.id, order.id));
    const { detail } = await expectRpcError(
      rpc.orders.confirmOrder({ id: order.id }),
      Code.FailedPrecondition,
    );
    expect(
      detail?.fieldViolations.map(({ field, description }) => ({ field, description })),
    ).toEqual([{ field: 'people/directors', description: 'errors.field.directorAge16' }]);
  });
});
