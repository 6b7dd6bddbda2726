import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStillOnPage } from './use-still-on-page.js';

describe('useStillOnPage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is true while only the search parameters change, false once the path changes', () => {
    window.history.replaceState(null, '', '/ops/');
    const { result } = renderHook(() => useStillOnPage());
    window.history.replaceState(null, '', '/ops/?q=ada');
    expect(result.current()).toBe(true);
    window.history.pushState(null, '', '/ops/files/42');
    expect(result.current()).toBe(false);
  });
});
