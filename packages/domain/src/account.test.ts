import { describe, expect, it } from 'vitest';
import { pickCurrentAccount } from './account.js';

describe('pickCurrentAccount', () => {
  it('no accounts gives undefined', () => {
    expect(pickCurrentAccount([])).toBeUndefined();
  });

  it('the most recently created account is used, whatever the order of the list', () => {
    const accounts = [
      { id: 'old', createdAt: 100n },
      { id: 'new', createdAt: 300n },
      { id: 'middle', createdAt: 200n },
    ];
    expect(pickCurrentAccount(accounts)?.id).toBe('new');
  });
});
