import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app.js';
import { CommuneSearch, type CommuneChoice } from './commune-search.js';

const COMMUNES = [
  { code: '69123', name: 'Lyon', departmentCode: '69', postalCodes: ['69001', '69002'] },
  { code: '2A004', name: 'Ajaccio', departmentCode: '2A', postalCodes: ['20000'] },
  { code: '67482', name: 'Strasbourg', departmentCode: '67', postalCodes: ['67000'] },
];

function renderSearch(value?: CommuneChoice) {
  const queries: string[] = [];
  const onChange = vi.fn();
  renderWithApp(<CommuneSearch label="Town of birth" value={value} onChange={onChange} />, {
    server: {
      referenceData: {
        searchCommunes: ({ query }) => {
          queries.push(query);
          return { communes: COMMUNES };
        },
      },
    },
  });
  const input = screen.getByRole('combobox', { name: 'Town of birth' });
  return { input, onChange, queries };
}

async function typeAndWaitForList(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  await screen.findByRole('option', { name: /Lyon \(69\)/ });
}

afterEach(cleanup);

describe('CommuneSearch', () => {
  it('lists the communes found as "Name (department)" with their postal codes', async () => {
    const { input } = renderSearch();
    await typeAndWaitForList(input, 'ly');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Lyon (69)69001, 69002',
      'Ajaccio (2A)20000',
      'Strasbourg (67)67000',
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('does not search on a single letter', async () => {
    const { input, queries } = renderSearch();
    fireEvent.change(input, { target: { value: 'l' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(queries).toEqual([]);
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('moves with the arrow keys and chooses the active commune with Enter', async () => {
    const { input, onChange } = renderSearch();
    await typeAndWaitForList(input, 'ly');
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /Lyon/ }).id,
    );
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    const ajaccio = screen.getByRole('option', { name: /Ajaccio/ });
    expect(input.getAttribute('aria-activedescendant')).toBe(ajaccio.id);
    expect(ajaccio.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({
      code: '2A004',
      name: 'Ajaccio',
      departmentCode: '2A',
      postalCode: '20000',
    });
    expect((input as HTMLInputElement).value).toBe('Ajaccio (2A)');
    expect(screen.queryByRole('option')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the list with Escape without choosing', async () => {
    const { input, onChange } = renderSearch();
    await typeAndWaitForList(input, 'ly');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('option')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(await screen.findByRole('option', { name: /Lyon/ })).toBeTruthy();
  });

  it('chooses a commune with a click', async () => {
    const { input, onChange } = renderSearch();
    await typeAndWaitForList(input, 'st');
    fireEvent.click(screen.getByRole('option', { name: /Strasbourg/ }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ code: '67482', postalCode: '67000' }),
    );
  });

  it('shows a saved commune and clears it as soon as the text is edited', () => {
    const { input, onChange } = renderSearch({ code: '69123', name: 'Lyon', postalCode: '69001' });
    expect((input as HTMLInputElement).value).toBe('Lyon');
    fireEvent.change(input, { target: { value: 'Lyo' } });
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});
