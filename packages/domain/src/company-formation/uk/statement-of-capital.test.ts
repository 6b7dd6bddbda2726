import { describe, expect, it } from 'vitest';
import { checkArticles } from './articles.js';
import {
  checkUkShareCapital,
  getStatementOfCapital,
  type UkShareClass,
  type UkSubscriber,
} from './statement-of-capital.js';

const ORDINARY: UkShareClass = { name: 'Ordinary', nominalValue: 100 };
const subscriber = (shares: number, paid = 100, className = 'Ordinary'): UkSubscriber => ({
  holdings: [{ className, shares, amountPaidPerShare: paid }],
});
const messages = (classes: UkShareClass[], subscribers: UkSubscriber[]) =>
  checkUkShareCapital(classes, subscribers).map((v) => `${v.field}: ${v.message}`);

describe('the share capital of a company limited by shares', () => {
  it('takes one subscriber with one share of £1, the smallest company', () => {
    expect(messages([ORDINARY], [subscriber(1)])).toEqual([]);
  });

  it('needs a class, a subscriber, and each subscriber taking a share (s. 8)', () => {
    expect(messages([], [subscriber(1)])).toEqual([
      'share_classes: errors.field.required',
      'subscribers.0.holdings.0.class_name: errors.field.invalid',
    ]);
    expect(messages([ORDINARY], [])).toEqual(['subscribers: errors.field.shareholderRequired']);
    expect(messages([ORDINARY], [subscriber(1), { holdings: [] }])).toEqual([
      'subscribers.1: errors.field.subscriberShare',
    ]);
  });

  it('checks nominal values, share counts and amounts paid at their bounds', () => {
    expect(messages([{ name: 'Ordinary', nominalValue: 0 }], [subscriber(1)])).toEqual([
      'share_classes.0.nominal_value: errors.field.nominalValue',
    ]);
    expect(messages([ORDINARY], [subscriber(0)])).toEqual([
      'subscribers.0.holdings.0.shares: errors.field.shareCount',
      'share_classes.0: errors.field.shareClassTotal',
    ]);
    expect(messages([ORDINARY], [subscriber(1_000_000, 0)])).toEqual([]);
    expect(messages([ORDINARY], [subscriber(1_000_001)])).toEqual([
      'subscribers.0.holdings.0.shares: errors.field.shareCount',
      'share_classes.0: errors.field.shareClassTotal',
    ]);
    expect(messages([ORDINARY], [subscriber(1, -1)])).toEqual([
      'subscribers.0.holdings.0.amount_paid: errors.field.negativeAmount',
    ]);
  });

  it('names each class once, and has each taken up', () => {
    const preference = { name: 'Preference', nominalValue: 1000 };
    expect(messages([ORDINARY, { ...ORDINARY, name: ' ordinary ' }], [subscriber(1)])).toEqual([
      'share_classes.1.name: errors.field.duplicateName',
    ]);
    expect(messages([ORDINARY, preference], [subscriber(1)])).toEqual([
      'share_classes.1: errors.field.shareClassTotal',
    ]);
  });

  it('adds up the statement of capital, the unpaid part and a premium apart', () => {
    const preference = { name: 'Preference', nominalValue: 1000 };
    const statement = getStatementOfCapital(
      [ORDINARY, preference],
      [subscriber(60), subscriber(40, 0), subscriber(10, 1500, 'Preference')],
    );
    expect(statement).toEqual({
      classes: [
        {
          name: 'Ordinary',
          shares: 100,
          aggregateNominalValue: 10_000,
          amountPaid: 6000,
          amountUnpaid: 4000,
        },
        {
          name: 'Preference',
          shares: 10,
          aggregateNominalValue: 10_000,
          amountPaid: 15_000,
          amountUnpaid: 0,
        },
      ],
      totalShares: 110,
      totalAggregateNominalValue: 20_000,
    });
  });
});

describe('the articles', () => {
  it('need a document when bespoke, none when the model articles apply', () => {
    expect(checkArticles('model', undefined)).toEqual([]);
    expect(checkArticles('bespoke', 'doc-1')).toEqual([]);
    expect(checkArticles('bespoke', ' ')).toEqual([
      { field: 'articles.document', message: 'errors.field.required' },
    ]);
  });
});
