import { Code } from '@connectrpc/connect';
import { CountryCode, GetOrCreateCustomerCode } from '@foundly/proto';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { describeCallerChecks } from '../../../test/caller-checks.js';
import { BACKENDS, expectRpcError, TestClock, useTestApp } from '../../../test/harness.js';
import { analyticsEvents } from '../../db/schema/index.js';

describe.each(BACKENDS)('CustomerService on %s', (backend) => {
  const clock = new TestClock();
  const app = useTestApp(backend, { clock });

  afterEach(() => clock.reset());

  async function findSignupEvents(userId: string) {
    return app()
      .context.db.select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.name, 'signup'), eq(analyticsEvents.userId, userId)));
  }

  describe('GetOrCreateCustomer', () => {
    it('answers USER_CREATED the first time and USER_EXISTS after, with the same customer', async () => {
      const user = await app().signUp({ name: 'Ada Lovelace' });
      const rpc = app().clients({ cookie: user.cookie });

      const first = await rpc.customers.getOrCreateCustomer({ email: user.email });
      expect(first.code).toBe(GetOrCreateCustomerCode.USER_CREATED);
      expect(first.customer).toMatchObject({
        name: 'Ada Lovelace',
        email: user.email,
        settings: { marketingEmails: false },
      });

      const second = await rpc.customers.getOrCreateCustomer({ email: user.email });
      expect(second.code).toBe(GetOrCreateCustomerCode.USER_EXISTS);
      expect(second.customer?.id).toBe(first.customer?.id);
    });

    it('records one signup event, with the country, for USER_CREATED only', async () => {
      const user = await app().signUp();
      const rpc = app().clients({ cookie: user.cookie });
      await rpc.customers.getOrCreateCustomer({ country: CountryCode.ES });
      await rpc.customers.getOrCreateCustomer({ country: CountryCode.ES });

      const events = await findSignupEvents(user.id);
      expect(events).toHaveLength(1);
      expect(events[0]?.properties).toEqual({ country: 'ES' });
    });

    it('creates one customer and one signup event when two calls race', async () => {
      const user = await app().signUp();
      const rpc = app().clients({ cookie: user.cookie });
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => rpc.customers.getOrCreateCustomer({})),
      );

      expect(answers.map((answer) => answer.code).sort()).toEqual([
        GetOrCreateCustomerCode.USER_CREATED,
        GetOrCreateCustomerCode.USER_EXISTS,
        GetOrCreateCustomerCode.USER_EXISTS,
        GetOrCreateCustomerCode.USER_EXISTS,
      ]);
      expect(new Set(answers.map((answer) => answer.customer?.id)).size).toBe(1);
      expect(await findSignupEvents(user.id)).toHaveLength(1);
    });

    it('accepts the e-mail of the caller in another case', async () => {
      const user = await app().signUp();
      const rpc = app().clients({ cookie: user.cookie });
      const { customer } = await rpc.customers.getOrCreateCustomer({
        email: ` ${user.email.toUpperCase()} `,
      });
      expect(customer?.email).toBe(user.email);
    });

    it("refuses another person's e-mail with permission_denied and creates nothing", async () => {
      const user = await app().signUp();
      const rpc = app().clients({ cookie: user.cookie });
      const { detail } = await expectRpcError(
        rpc.customers.getOrCreateCustomer({ email: 'someone-else@example.com' }),
        Code.PermissionDenied,
      );
      expect(detail?.reason).toBe('NOT_YOURS');
      expect(await findSignupEvents(user.id)).toHaveLength(0);
    });
  });

  describe('UpdateCustomerName', () => {
    it('renames the customer and the signed-in user, trimmed', async () => {
      const { user, rpc } = await app().signUpCustomer();
      const { customer } = await rpc.customers.updateCustomerName({ name: '  Grace Hopper  ' });
      expect(customer?.name).toBe('Grace Hopper');

      const again = await rpc.customers.getOrCreateCustomer({});
      expect(again.customer?.name).toBe('Grace Hopper');
      const session = await app().fetch('/api/auth/get-session', {
        headers: { cookie: user.cookie },
      });
      expect(((await session.json()) as { user: { name: string } }).user.name).toBe('Grace Hopper');
    });

    it.each([
      ['an empty name', '', 'settings.account.nameRequired'],
      ['a name of spaces only', '   ', 'settings.account.nameRequired'],
      ['a name of 121 characters', 'x'.repeat(121), 'settings.account.nameTooLong'],
    ])('refuses %s with invalid_argument on the field name', async (_title, name, message) => {
      const { rpc } = await app().signUpCustomer({ name: 'Kept Name' });
      const { detail, fields } = await expectRpcError(
        rpc.customers.updateCustomerName({ name }),
        Code.InvalidArgument,
      );
      expect(fields).toEqual(['name']);
      expect(detail?.fieldViolations[0]?.description).toBe(message);
      expect((await rpc.customers.getOrCreateCustomer({})).customer?.name).toBe('Kept Name');
    });

    it('accepts a name of 120 characters', async () => {
      const { rpc } = await app().signUpCustomer();
      const name = 'y'.repeat(120);
      expect((await rpc.customers.updateCustomerName({ name })).customer?.name).toBe(name);
    });

    it("answers not_found 'Customer not found' before GetOrCreateCustomer", async () => {
      const user = await app().signUp();
      const rpc = app().clients({ cookie: user.cookie });
      const { error, detail } = await expectRpcError(
        rpc.customers.updateCustomerName({ name: 'Grace' }),
        Code.NotFound,
      );
      expect(error.rawMessage).toBe('Customer not found');
      expect(detail?.reason).toBe('CUSTOMER_NOT_FOUND');
    });
  });

  describe('UpdateCustomerSettings', () => {
    it('turns marketing e-mails on and off, and keeps the choice', async () => {
      const { rpc } = await app().signUpCustomer();
      const on = await rpc.customers.updateCustomerSettings({
        settings: { marketingEmails: true },
      });
      expect(on.customer?.settings?.marketingEmails).toBe(true);
      expect(
        (await rpc.customers.getOrCreateCustomer({})).customer?.settings?.marketingEmails,
      ).toBe(true);

      const off = await rpc.customers.updateCustomerSettings({
        settings: { marketingEmails: false },
      });
      expect(off.customer?.settings?.marketingEmails).toBe(false);
      expect(
        (await rpc.customers.getOrCreateCustomer({})).customer?.settings?.marketingEmails,
      ).toBe(false);
    });

    it("changes only the caller's settings", async () => {
      const [mine, theirs] = await Promise.all([app().signUpCustomer(), app().signUpCustomer()]);
      await mine.rpc.customers.updateCustomerSettings({ settings: { marketingEmails: true } });
      const { customer } = await theirs.rpc.customers.getOrCreateCustomer({});
      expect(customer?.settings?.marketingEmails).toBe(false);
    });

    it("answers not_found 'Customer not found' before GetOrCreateCustomer", async () => {
      const user = await app().signUp();
      const rpc = app().clients({ cookie: user.cookie });
      const { error } = await expectRpcError(
        rpc.customers.updateCustomerSettings({ settings: { marketingEmails: true } }),
        Code.NotFound,
      );
      expect(error.rawMessage).toBe('Customer not found');
    });
  });

  describe('UpdateCustomerPassword', () => {
    it('with a fresh session sets the password the next sign-in uses', async () => {
      const { user, rpc } = await app().signUpCustomer();
      await rpc.customers.updateCustomerPassword({ newPassword: 'a-brand-new-secret' });

      await expect(app().signIn(user.email, 'a-brand-new-secret')).resolves.toMatchObject({
        token: expect.any(String),
      });
      await expect(app().signIn(user.email, user.password)).rejects.toThrow(/401/);
    });

    it('signs out the other sessions and keeps the one that changed it', async () => {
      const { user, rpc } = await app().signUpCustomer();
      const other = await app().signIn(user.email, user.password);
      const otherRpc = app().clients({ token: other.token });
      await otherRpc.accounts.getMyAccounts({});

      await rpc.customers.updateCustomerPassword({ newPassword: 'another-new-secret' });

      await expectRpcError(otherRpc.accounts.getMyAccounts({}), Code.Unauthenticated);
      await expect(rpc.accounts.getMyAccounts({})).resolves.toBeDefined();
    });

    it('with a session older than the fresh age asks for re-authentication', async () => {
      const { user, rpc } = await app().signUpCustomer();
      clock.advance(app().context.config.sessionFreshAgeSeconds + 1);

      const { detail } = await expectRpcError(
        rpc.customers.updateCustomerPassword({ newPassword: 'a-brand-new-secret' }),
        Code.FailedPrecondition,
      );
      expect(detail?.reason).toBe('REAUTHENTICATION_REQUIRED');
      await expect(app().signIn(user.email, user.password)).resolves.toBeDefined();
    });

    it('accepts a session just inside the fresh age', async () => {
      const { rpc } = await app().signUpCustomer();
      clock.advance(app().context.config.sessionFreshAgeSeconds - 5);
      await expect(
        rpc.customers.updateCustomerPassword({ newPassword: 'a-brand-new-secret' }),
      ).resolves.toBeDefined();
    });

    it.each([
      ['an empty password', '', 'settings.password.newRequired'],
      ['7 characters', '1234567', 'settings.password.tooShort'],
      ['129 characters', 'p'.repeat(129), 'settings.password.tooLong'],
    ])('refuses %s with invalid_argument on new_password', async (_title, newPassword, message) => {
      const { user, rpc } = await app().signUpCustomer();
      const { detail, fields } = await expectRpcError(
        rpc.customers.updateCustomerPassword({ newPassword }),
        Code.InvalidArgument,
      );
      expect(fields).toEqual(['new_password']);
      expect(detail?.fieldViolations[0]?.description).toBe(message);
      await expect(app().signIn(user.email, user.password)).resolves.toBeDefined();
    });

    it("answers not_found 'Customer not found' before GetOrCreateCustomer", async () => {
      const user = await app().signUp();
      const rpc = app().clients({ cookie: user.cookie });
      const { error } = await expectRpcError(
        rpc.customers.updateCustomerPassword({ newPassword: 'a-brand-new-secret' }),
        Code.NotFound,
      );
      expect(error.rawMessage).toBe('Customer not found');
      await expect(app().signIn(user.email, user.password)).resolves.toBeDefined();
    });
  });

  describeCallerChecks('GetOrCreateCustomer', app, (rpc) => rpc.customers.getOrCreateCustomer({}));
  describeCallerChecks('UpdateCustomerName', app, (rpc) =>
    rpc.customers.updateCustomerName({ name: 'Ada Lovelace' }),
  );
  describeCallerChecks('UpdateCustomerSettings', app, (rpc) =>
    rpc.customers.updateCustomerSettings({ settings: { marketingEmails: true } }),
  );
  describeCallerChecks('UpdateCustomerPassword', app, (rpc, caller) =>
    rpc.customers.updateCustomerPassword({ newPassword: caller.user.password }),
  );
});
