import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app.js';
import { NafSearch } from './naf-search.js';

const ACTIVITIES = [
  { code: '62.01Z', label: 'Programmation informatique' },
  { code: '62.02A', label: 'Conseil en systèmes et logiciels informatiques' },
  { code: '58.29C', label: 'Édition de logiciels applicatifs' },
];

function Harness({
  initial = [],
  onChange,
}: {
  initial?: string[];
  onChange?: (codes: string[]) => void;
}) {
  const [codes, setCodes] = useState(initial);
  return (
    <NafSearch
      label="Activities"
      value={codes}
      onChange={(next) => {
        setCodes(next);
        onChange?.(next);
      }}
    />
  );
}

function setup(options: { initial?: string[]; onSubmit?: () => void } = {}) {
  const searches: string[] = [];
  const onChange = vi.fn();
  const view = renderWithApp(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        options.onSubmit?.();
      }}
    >
      <Harness initial={options.initial} onChange={onChange} />
    </form>,
    {
      server: {
        referenceData: {
          searchActivities: ({ query }) => {
            searches.push(query);
            return { activities: ACTIVITIES };
          },
          getActivities: ({ codes }) => ({
            activities: ACTIVITIES.filter((activity) => codes.includes(activity.code)),
          }),
        },
      },
    },
  );
  return { ...view, searches, onChange, input: () => screen.getByRole('combobox') };
}

async function typeQuery(input: HTMLElement, text: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  return screen.findAllByRole('option');
}

describe('NafSearch', () => {
  afterEach(cleanup);

  it('searches once the founder stops typing, not at every key', async () => {
    const { input, searches } = setup();
    act(() => input().focus());
    for (const text of ['p', 'pr', 'pro', 'prog'])
      fireEvent.change(input(), { target: { value: text } });
    await screen.findAllByRole('option');
    expect(searches).toEqual(['prog']);
  });

  it('browses the options with the arrows, wrapping round, and chooses with Enter', async () => {
    const { input, onChange } = setup();
    const options = await typeQuery(input(), 'info');
    expect(input().getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[1]!.id);

    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(['62.02A']);
    expect(input()).toHaveProperty('value', '');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    const chosen = screen.getByRole('list', { name: 'Chosen activities' });
    expect(within(chosen).getByText('Conseil en systèmes et logiciels informatiques')).toBeTruthy();
  });

  it('does not offer the results of the previous query while the next one runs', async () => {
    const { input, onChange } = setup();
    await typeQuery(input(), 'info');
    fireEvent.change(input(), { target: { value: 'conseil' } });
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getAllByText('Searching…')).not.toHaveLength(0);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not submit the step when Enter is pressed in the open list', async () => {
    const onSubmit = vi.fn();
    const { input } = setup({ onSubmit });
    await typeQuery(input(), 'info');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes the list with Escape, then clears the text with a second Escape', async () => {
    const { input } = setup();
    await typeQuery(input(), 'info');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(input()).toHaveProperty('value', 'info');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input()).toHaveProperty('value', '');
  });

  it('leaves activities already chosen out of the options', async () => {
    const { input } = setup({ initial: ['62.01Z'] });
    const options = await typeQuery(input(), 'info');
    expect(options.map((option) => option.textContent)).toEqual([
      '62.02AConseil en systèmes et logiciels informatiques',
      '58.29CÉdition de logiciels applicatifs',
    ]);
  });

  it('shows the labels of the chosen activities, removes one, and hides the search at 3', async () => {
    const { onChange } = setup({ initial: ['62.01Z', '62.02A', '58.29C'] });
    expect(await screen.findByText('Programmation informatique')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText(/You have chosen 3 activities/)).toBeTruthy();

    fireEvent.click(
      screen.getByRole('button', { name: 'Remove 62.01Z Programmation informatique' }),
    );
    expect(onChange).toHaveBeenLastCalledWith(['62.02A', '58.29C']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox')));
  });
});
