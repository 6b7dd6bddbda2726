import type { FastifyInstance, FastifyReply } from 'fastify';
import { acceptFormBody } from '../../../../http/form-body.js';
import {
  SANDBOX_INVOICE_PATH,
  SANDBOX_SUBSCRIPTION_PATH,
  type SandboxBilling,
  type SandboxBillingResult,
} from './sandbox-billing.js';
import {
  isInvoicePageError,
  renderInvoicePage,
  renderSubscriptionPage,
} from './sandbox-subscription-pages.js';
import { readFormField, sendSandboxPage } from '../../../../http/sandbox-page.js';

const SUBSCRIPTION_ID = /^sub_[0-9a-f]{48}$/;
const INVOICE_ID = /^in_test_[0-9a-f]{48}$/;
const FORM_LIMIT_BYTES = 4 * 1024;

type Params = { id: string };

const CONTROLS = {
  renew: (billing: SandboxBilling, id: string) => billing.renewNow(id),
  'fail-next': (billing: SandboxBilling, id: string) => billing.failNextRenewal(id),
  cancel: (billing: SandboxBilling, id: string) => billing.cancel(id),
} as const;

/**
 * The sandbox's Stripe Billing pages: a subscription's page with its controls
 * (renew now, fail the next renewal, cancel), each a form post answered by a
 * redirect back (post, redirect, get), and an unpaid invoice's page where
 * another card pays it. Tests drive the same controls over HTTP.
 */
export async function registerSandboxBillingRoutes(
  server: FastifyInstance,
  billing: SandboxBilling,
) {
  await server.register(async (scope) => {
    acceptFormBody(scope, FORM_LIMIT_BYTES);
    const schema = { hide: true };
    const notFound = (reply: FastifyReply) =>
      sendSandboxPage(reply, 404, renderInvoicePage(undefined, { actionPath: '', paid: false }));

    scope.get<{ Params: Params }>(
      `${SANDBOX_SUBSCRIPTION_PATH}/:id`,
      { schema },
      async (request, reply) => {
        const { id } = request.params;
        const subscription = SUBSCRIPTION_ID.test(id)
          ? await billing.getSubscription(id)
          : undefined;
        if (!subscription) return notFound(reply);
        return sendSandboxPage(
          reply,
          200,
          renderSubscriptionPage(subscription, {
            action: `${SANDBOX_SUBSCRIPTION_PATH}/${id}`,
            invoice: subscription.openInvoiceId
              ? `${SANDBOX_INVOICE_PATH}/${subscription.openInvoiceId}`
              : undefined,
          }),
        );
      },
    );

    scope.post<{ Params: Params & { control: string } }>(
      `${SANDBOX_SUBSCRIPTION_PATH}/:id/:control`,
      { schema },
      async (request, reply) => {
        const { id, control } = request.params;
        if (!SUBSCRIPTION_ID.test(id) || !Object.hasOwn(CONTROLS, control)) {
          return notFound(reply);
        }
        const result: SandboxBillingResult = await CONTROLS[control as keyof typeof CONTROLS](
          billing,
          id,
        );
        if (result.kind === 'not_found') return notFound(reply);
        return reply.redirect(`${SANDBOX_SUBSCRIPTION_PATH}/${id}`, 303);
      },
    );

    scope.get<{ Params: Params; Querystring: { error?: string; paid?: string } }>(
      `${SANDBOX_INVOICE_PATH}/:id`,
      { schema },
      async (request, reply) => {
        const { id } = request.params;
        const paid = request.query.paid === '1';
        const subscription = INVOICE_ID.test(id) ? await billing.findByInvoice(id) : undefined;
        if (!subscription && !paid) return notFound(reply);
        const error = isInvoicePageError(request.query.error) ? request.query.error : undefined;
        return sendSandboxPage(
          reply,
          200,
          renderInvoicePage(subscription, {
            actionPath: `${SANDBOX_INVOICE_PATH}/${id}`,
            error,
            paid,
          }),
        );
      },
    );

    scope.post<{ Params: Params }>(
      `${SANDBOX_INVOICE_PATH}/:id`,
      { schema },
      async (request, reply) => {
        const { id } = request.params;
        if (!INVOICE_ID.test(id)) return notFound(reply);
        const result = await billing.payInvoice(id, {
          number: readFormField(request.body, 'number'),
          expiry: readFormField(request.body, 'expiry'),
          cvc: readFormField(request.body, 'cvc'),
          name: readFormField(request.body, 'name'),
        });
        const page = `${SANDBOX_INVOICE_PATH}/${id}`;
        if (result.kind === 'card_error')
          return reply.redirect(`${page}?error=${result.error}`, 303);
        if (result.kind === 'done') return reply.redirect(`${page}?paid=1`, 303);
        return notFound(reply);
      },
    );
  });
}
