import { describe, expect, it } from 'vitest';
import {
  canWriteWithSubscription,
  getGraceEnd,
  getNewSubscriptionState,
  getSubscriptionAccess,
  getSubscriptionStateAfter,
  hasPaymentProblem,
  toSubscriptionStatus,
  type SubscriptionSignal,
  type SubscriptionState,
  type SubscriptionStatusName,
} from './subscriptions.js';

const T0 = new Date('2026-03-01T10:00:00Z');
const later = (days: number) => new Date(T0.getTime() + days * 24 * 60 * 60 * 1000);

function state(
  status: SubscriptionStatusName,
  pastDueSince: Date | null = null,
): SubscriptionState {
  return {
    status,
    pastDueSince,
    cancelledAt: status === 'cancelled' ? T0 : null,
    lastEventAt: T0,
  };
}

describe('toSubscriptionStatus', () => {
  it.each<[string, SubscriptionStatusName | undefined]>([
    ['active', 'active'],
    ['trialing', 'active'],
    ['past_due', 'past_due'],
    ['unpaid', 'unpaid'],
    ['canceled', 'cancelled'],
    ['incomplete_expired', 'cancelled'],
    ['incomplete', undefined],
    ['paused', undefined],
    ['something_new', undefined],
  ])('Stripe %s is %s', (providerStatus, expected) => {
    expect(toSubscriptionStatus(providerStatus)).toBe(expected);
  });
});

describe('getSubscriptionStateAfter', () => {
  const failed: SubscriptionSignal = { kind: 'invoice_payment_failed' };
  const paid: SubscriptionSignal = { kind: 'invoice_paid' };

  it('a failed renewal makes an active plan past due from that moment', () => {
    expect(getSubscriptionStateAfter(state('active'), failed, later(30))).toEqual({
      status: 'past_due',
      pastDueSince: later(30),
      cancelledAt: null,
      lastEventAt: later(30),
    });
  });

  it('a retry that fails again changes nothing: the grace runs from the first failure', () => {
    expect(getSubscriptionStateAfter(state('past_due', later(30)), failed, later(33))).toBe(
      undefined,
    );
  });

  it('Stripe reporting past_due after our failure keeps the first failure date', () => {
    const next = getSubscriptionStateAfter(
      { ...state('active'), lastEventAt: later(30) },
      { kind: 'status', providerStatus: 'past_due' },
      later(31),
    );
    expect(next?.pastDueSince).toEqual(later(31));
    expect(
      getSubscriptionStateAfter(
        state('past_due', later(30)),
        { kind: 'status', providerStatus: 'past_due' },
        later(31),
      ),
    ).toBe(undefined);
  });

  it('a paid invoice recovers a past-due plan and clears the failure date', () => {
    expect(getSubscriptionStateAfter(state('past_due', later(30)), paid, later(32))).toEqual({
      status: 'active',
      pastDueSince: null,
      cancelledAt: null,
      lastEventAt: later(32),
    });
  });

  it('a paid invoice recovers an unpaid plan', () => {
    expect(getSubscriptionStateAfter(state('unpaid', later(30)), paid, later(50))?.status).toBe(
      'active',
    );
  });

  it('a paid renewal of an active plan changes nothing', () => {
    expect(getSubscriptionStateAfter(state('active'), paid, later(30))).toBe(undefined);
  });

  it('the end of the retries (unpaid) keeps the date of the first failure', () => {
    expect(
      getSubscriptionStateAfter(
        state('past_due', later(30)),
        { kind: 'status', providerStatus: 'unpaid' },
        later(44),
      ),
    ).toEqual({
      status: 'unpaid',
      pastDueSince: later(30),
      cancelledAt: null,
      lastEventAt: later(44),
    });
  });

  it('deleted cancels, whatever the state and even when it arrives late', () => {
    for (const status of ['active', 'past_due', 'unpaid'] as const) {
      const next = getSubscriptionStateAfter(
        { ...state(status, status === 'active' ? null : T0), lastEventAt: later(10) },
        { kind: 'deleted' },
        later(5),
      );
      expect(next?.status).toBe('cancelled');
      expect(next?.cancelledAt).toEqual(later(5));
      expect(next?.pastDueSince).toBe(null);
    }
  });

  it('a cancelled plan is final: no payment nor status reopens it', () => {
    for (const signal of [
      paid,
      failed,
      { kind: 'status', providerStatus: 'active' },
      { kind: 'deleted' },
    ] as SubscriptionSignal[]) {
      expect(getSubscriptionStateAfter(state('cancelled'), signal, later(40))).toBe(undefined);
    }
  });

  it('an event made before the newest one applied changes nothing (out of order)', () => {
    const recovered = { ...state('active'), lastEventAt: later(32) };
    expect(getSubscriptionStateAfter(recovered, failed, later(31))).toBe(undefined);
  });

  it('an event made at the same second as the newest one applied still applies', () => {
    const current = { ...state('past_due', later(30)), lastEventAt: later(30) };
    expect(getSubscriptionStateAfter(current, paid, later(30))?.status).toBe('active');
  });

  it('a status Stripe gives that means nothing here (incomplete) changes nothing', () => {
    expect(
      getSubscriptionStateAfter(
        state('active'),
        { kind: 'status', providerStatus: 'incomplete' },
        later(1),
      ),
    ).toBe(undefined);
  });

  it('a new subscription counts from the whole second of its first payment (events are dated to the second)', () => {
    const start = getNewSubscriptionState(new Date('2026-03-01T10:00:00.900Z'));
    expect(start.lastEventAt).toEqual(new Date('2026-03-01T10:00:00Z'));
    expect(
      getSubscriptionStateAfter(
        start,
        { kind: 'invoice_payment_failed' },
        new Date('2026-03-01T10:00:00Z'),
      )?.status,
    ).toBe('past_due');
  });

  it('a new subscription is active from its first payment', () => {
    expect(getNewSubscriptionState(T0)).toEqual({
      status: 'active',
      pastDueSince: null,
      cancelledAt: null,
      lastEventAt: T0,
    });
  });
});

describe('getSubscriptionAccess', () => {
  const since = later(30);

  it('no subscription and an active one give full access', () => {
    expect(getSubscriptionAccess(undefined, T0)).toBe('full');
    expect(getSubscriptionAccess(state('active'), T0)).toBe('full');
  });

  it('past due for 13 days 23 h 59 min is still grace', () => {
    const now = new Date(getGraceEnd(since).getTime() - 60_000);
    expect(getSubscriptionAccess(state('past_due', since), now)).toBe('grace');
    expect(canWriteWithSubscription(state('past_due', since), now)).toBe(true);
  });

  it('past due for 14 days exactly is read-only', () => {
    expect(getGraceEnd(since)).toEqual(later(44));
    expect(getSubscriptionAccess(state('past_due', since), later(44))).toBe('read_only');
    expect(canWriteWithSubscription(state('past_due', since), later(44))).toBe(false);
  });

  it('unpaid and cancelled are read-only at once', () => {
    expect(getSubscriptionAccess(state('unpaid', since), since)).toBe('read_only');
    expect(getSubscriptionAccess(state('cancelled'), T0)).toBe('read_only');
  });
});

describe('hasPaymentProblem', () => {
  it.each<[SubscriptionStatusName | undefined, boolean]>([
    [undefined, false],
    ['active', false],
    ['past_due', true],
    ['unpaid', true],
    ['cancelled', false],
  ])('%s shows the banner: %s', (status, expected) => {
    expect(hasPaymentProblem(status ? { status } : undefined)).toBe(expected);
  });
});
