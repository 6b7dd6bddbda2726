import { Code } from '@connectrpc/connect';
import { CountryCode, LegalForm, type Customer, type Order } from '@foundly/proto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRpcError, type RpcClients, type TestApp, type TestUser } from './harness.js';

/** A signed-up customer with a French SASU draft order: the ids hint headers name. */
export interface OrderingCustomer {
  user: TestUser;
  rpc: RpcClients;
  customer: Customer;
  order: Order;
}

/** Signs up a customer and creates their French SASU draft order through the RPCs. */
export async function signUpOrderingCustomer(app: TestApp): Promise<OrderingCustomer> {
  const { user, rpc, customer } = await app.signUpCustomer();
  const { order } = await rpc.orders.createOrder({
    countryCode: CountryCode.FR,
    companyLegalForm: LegalForm.SASU,
    companyName: 'Acme',
  });
  return { user, rpc, customer, order: order! };
}

type HintPicker = (someone: OrderingCustomer) => string;

const FOREIGN_HINTS: [string, string, HintPicker][] = [
  ["another user's id", 'x-user-id', (someone) => someone.user.id],
  ["another customer's account id", 'x-account-id', (someone) => someone.order.accountId],
  ["another customer's order id", 'x-order-id', (someone) => someone.order.id],
  ['a malformed account id', 'x-account-id', () => 'not-a-uuid'],
  ['an order id that does not exist', 'x-order-id', () => crypto.randomUUID()],
];

type SignUp = (app: TestApp) => Promise<OrderingCustomer>;

const checkCustomers = new WeakMap<
  TestApp,
  Map<SignUp, Promise<[OrderingCustomer, OrderingCustomer]>>
>();

/** The owner and the stranger of the checks, signed up once per app and way of signing up. */
function getCheckCustomers(app: TestApp, signUp: SignUp) {
  let bySignUp = checkCustomers.get(app);
  if (!bySignUp) {
    bySignUp = new Map();
    checkCustomers.set(app, bySignUp);
  }
  let customers = bySignUp.get(signUp);
  if (!customers) {
    customers = Promise.all([signUp(app), signUp(app)]);
    bySignUp.set(signUp, customers);
  }
  return customers;
}

/**
 * The authorisation tests every RPC has: no session or an unknown token is
 * `unauthenticated`; an x-user-id, x-account-id or x-order-id header naming
 * anything the caller does not own is `permission_denied`; the caller's own
 * ids, and a bearer token instead of the cookie, are accepted. `call` must
 * succeed for a customer with a French SASU draft order (or the customer
 * `signUp` makes, e.g. one with a paid Spanish order), and leave their
 * password as it was (the checks share one owner per app and `signUp`).
 */
export function describeCallerChecks(
  procedure: string,
  app: () => TestApp,
  call: (rpc: RpcClients, caller: OrderingCustomer) => Promise<unknown>,
  signUp: SignUp = signUpOrderingCustomer,
) {
  describe(`${procedure}: who may call it`, () => {
    let owner: OrderingCustomer;
    let stranger: OrderingCustomer;

    beforeAll(async () => {
      [owner, stranger] = await getCheckCustomers(app(), signUp);
    });

    it('without a session is unauthenticated', async () => {
      const { detail } = await expectRpcError(call(app().clients(), owner), Code.Unauthenticated);
      expect(detail?.reason).toBe('UNAUTHENTICATED');
    });

    it('with an unknown bearer token or cookie is unauthenticated', async () => {
      await expectRpcError(
        call(app().clients({ token: 'forged.token' }), owner),
        Code.Unauthenticated,
      );
      await expectRpcError(
        call(app().clients({ cookie: 'better-auth.session_token=forged.cookie' }), owner),
        Code.Unauthenticated,
      );
    });

    it.each(FOREIGN_HINTS)('%s in %s is permission_denied', async (_what, header, pick) => {
      const rpc = app().clients({
        cookie: owner.user.cookie,
        headers: { [header]: pick(stranger) },
      });
      const { detail } = await expectRpcError(call(rpc, owner), Code.PermissionDenied);
      expect(detail?.reason).toBe('NOT_YOURS');
    });

    it("with the caller's own user, account and order ids succeeds", async () => {
      const rpc = app().clients({
        cookie: owner.user.cookie,
        headers: {
          'x-user-id': owner.user.id,
          'x-account-id': owner.order.accountId,
          'x-order-id': owner.order.id,
        },
      });
      await expect(call(rpc, owner)).resolves.toBeDefined();
    });

    it('with a bearer token from sign-in succeeds', async () => {
      const { token } = await app().signIn(owner.user.email, owner.user.password);
      await expect(call(app().clients({ token }), owner)).resolves.toBeDefined();
    });
  });
}
