import { describe, expect, it } from 'vitest';
import {
  checkPersonsWithSignificantControl,
  getNaturesOfControl,
  type ControlHeld,
} from './significant-control.js';

const held = (shares: number, votes = shares, extra: Partial<ControlHeld> = {}): ControlHeld => ({
  sharesHeld: shares,
  totalShares: 10_000,
  votesHeld: votes,
  totalVotes: 10_000,
  appointsMajorityOfBoard: false,
  significantInfluence: false,
  ...extra,
});

describe('the natures of control (Companies Act 2006 Schedule 1A)', () => {
  it.each([
    [2500, []],
    [2501, ['ownership-of-shares-25-to-50-percent', 'voting-rights-25-to-50-percent']],
    [5000, ['ownership-of-shares-25-to-50-percent', 'voting-rights-25-to-50-percent']],
    [5001, ['ownership-of-shares-50-to-75-percent', 'voting-rights-50-to-75-percent']],
    [7499, ['ownership-of-shares-50-to-75-percent', 'voting-rights-50-to-75-percent']],
    [7500, ['ownership-of-shares-75-to-100-percent', 'voting-rights-75-to-100-percent']],
    [10_000, ['ownership-of-shares-75-to-100-percent', 'voting-rights-75-to-100-percent']],
  ])('%i shares and votes of 10,000 give %j', (count, natures) => {
    expect(getNaturesOfControl(held(count))).toEqual(natures);
  });

  it('bands shares and votes apart', () => {
    expect(getNaturesOfControl(held(1000, 6000))).toEqual(['voting-rights-50-to-75-percent']);
  });

  it('states significant influence only of someone who meets no other condition', () => {
    expect(getNaturesOfControl(held(0, 0, { significantInfluence: true }))).toEqual([
      'significant-influence-or-control',
    ]);
    expect(
      getNaturesOfControl(
        held(0, 0, { significantInfluence: true, appointsMajorityOfBoard: true }),
      ),
    ).toEqual(['right-to-appoint-and-remove-directors']);
  });

  it('refuses a declared person who is not one', () => {
    expect(checkPersonsWithSignificantControl([held(3000), held(2500)])).toEqual([
      { field: 'persons_with_significant_control.1', message: 'errors.field.notPsc' },
    ]);
    expect(getNaturesOfControl({ ...held(1), totalShares: 0, totalVotes: 0 })).toEqual([]);
  });
});
