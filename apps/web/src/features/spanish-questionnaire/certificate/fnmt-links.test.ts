import { describe, expect, it } from 'vitest';
import { getAppStores } from './fnmt-links.js';

describe('getAppStores', () => {
  it.each([
    [
      'an Android phone gets Google Play',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      ['android'],
    ],
    [
      'an iPhone gets the App Store',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ['ios'],
    ],
    [
      'an iPad gets the App Store',
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      ['ios'],
    ],
    [
      'a computer gets both stores',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      ['ios', 'android'],
    ],
  ])('%s', (_title, userAgent, stores) => {
    expect(getAppStores(userAgent)).toEqual(stores);
  });
});
