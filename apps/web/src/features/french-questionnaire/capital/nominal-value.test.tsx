import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../app/i18n/index.js';
import enGb from '../../../locales/en-gb/index.js';
import frFr from '../../../locales/fr-fr/index.js';
import { NominalValue, type NominalValueProps } from './nominal-value.js';

const LANGUAGES = { 'en-gb': enGb, 'fr-fr': frFr } as const;

function renderLine(props: NominalValueProps, locale: keyof typeof LANGUAGES = 'en-gb') {
  render(
    <I18nProvider locale={locale} messages={LANGUAGES[locale]}>
      <NominalValue {...props} />
    </I18nProvider>,
  );
  return screen.getByRole('status').textContent?.replace(/\s/g, ' ');
}

afterEach(cleanup);

describe('NominalValue', () => {
  it.each([
    [{ capital: 1000, shares: 100, kind: 'SASU' }, 'en-gb', 'Nominal value of one share: €10.00'],
    [
      { capital: 1000, shares: 100, kind: 'SASU' },
      'fr-fr',
      'Valeur nominale d’une action : 10,00 €',
    ],
    [
      { capital: 1500, shares: 1000, kind: 'EURL' },
      'fr-fr',
      'Valeur nominale d’une part sociale : 1,50 €',
    ],
    [{ capital: 1, shares: 100, kind: 'SASU' }, 'en-gb', 'Nominal value of one share: €0.01'],
    [
      { capital: 1000, shares: 300, kind: 'SASU' },
      'en-gb',
      '€1,000 cannot be divided into 300 shares worth a whole number of cents.',
    ],
    [
      { capital: 1, shares: 101, kind: 'SASU' },
      'fr-fr',
      '1 € ne peut pas être divisé en 101 actions d’un nombre entier de centimes.',
    ],
  ] as const)('%o in %s reads "%s"', (props, locale, text) => {
    expect(renderLine(props, locale)).toBe(text);
  });

  it.each([
    { capital: undefined, shares: 100 },
    { capital: Number.NaN, shares: 100 },
    { capital: 1000, shares: 0 },
    { capital: 1000, shares: 2.5 },
  ])('says nothing until both numbers are usable: %o', (values) => {
    expect(renderLine({ ...values, kind: 'SASU' })).toBe('');
  });
});
