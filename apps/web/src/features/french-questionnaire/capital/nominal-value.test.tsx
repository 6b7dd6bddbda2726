import type { Locale } from '@foundly/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app.js';
import { NominalValue, type NominalValueProps } from './nominal-value.js';

function renderLine(props: NominalValueProps, locale: Locale = 'en-gb') {
  renderWithApp(<NominalValue {...props} />, { locale });
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
