import { describe, expect, it } from 'vitest';
import { getMailInbox } from './webmail.js';

describe('getMailInbox', () => {
  it.each([
    ['lucia@gmail.com', 'Gmail'],
    ['Lucia@GMAIL.com', 'Gmail'],
    ['pablo@hotmail.es', 'Outlook'],
    ['ana@yahoo.es', 'Yahoo Mail'],
    ['marc@icloud.com', 'iCloud Mail'],
    ['eva@proton.me', 'Proton Mail'],
  ])('%s opens the %s inbox', (email, name) => {
    expect(getMailInbox(email)).toMatchObject({ kind: 'webmail', name });
  });

  it.each([['lucia@garcia-abogados.es'], [''], [undefined]])(
    'an address of another domain (%s) opens the mail application',
    (email) => {
      expect(getMailInbox(email)).toEqual({ kind: 'mail-app' });
    },
  );
});
