import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxKind } from './combobox.js';

const FRUITS = ['Apple', 'Banana', 'Cherry', 'Damson'];

function Harness({
  kind,
  status = '4 found',
  options = FRUITS,
  onChoose,
}: {
  kind: ComboboxKind;
  status?: string;
  options?: readonly string[];
  onChoose: (fruit: string) => void;
}) {
  const [text, setText] = useState('');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="fruit">Fruit</label>
      <Combobox
        kind={kind}
        id="fruit"
        label="Fruit"
        text={text}
        onTextChange={setText}
        options={options}
        optionKey={(fruit) => fruit}
        renderOption={(fruit) => fruit}
        onChoose={onChoose}
        status={status}
      />
    </form>
  );
}

function setup(kind: ComboboxKind, props: { status?: string; options?: readonly string[] } = {}) {
  const onChoose = vi.fn();
  render(<Harness kind={kind} onChoose={onChoose} {...props} />);
  const input = screen.getByRole('combobox', { name: 'Fruit' });
  act(() => input.focus());
  fireEvent.change(input, { target: { value: 'fr' } });
  const key = (name: string, init: KeyboardEventInit = {}) =>
    fireEvent.keyDown(input, { key: name, ...init });
  const active = () => {
    const id = input.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.textContent : undefined;
  };
  return { input, onChoose, key, active };
}

describe('Combobox', () => {
  afterEach(cleanup);

  it('points the input at its list and names the list after the field', () => {
    const { input } = setup('search');
    const list = screen.getByRole('listbox', { name: 'Fruit' });
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(FRUITS);
  });

  it('leaves Home and End to the text until the founder moves into the list', () => {
    const { key, active } = setup('search');
    expect(key('End')).toBe(true);
    expect(active()).toBeUndefined();
    key('ArrowDown');
    expect(key('End')).toBe(false);
    expect(active()).toBe('Damson');
    key('Home');
    expect(active()).toBe('Apple');
    expect(key('End', { shiftKey: true })).toBe(true);
    expect(active()).toBe('Apple');
  });

  it('in a select, starts on the first option and stops at the ends of the list', () => {
    const { key, active, onChoose } = setup('select');
    expect(active()).toBe('Apple');
    expect(key('End')).toBe(true);
    expect(active()).toBe('Apple');
    key('ArrowUp');
    expect(active()).toBe('Apple');
    for (let step = 0; step < 5; step += 1) key('ArrowDown');
    expect(active()).toBe('Damson');
    key('Enter');
    expect(onChoose).toHaveBeenCalledWith('Damson');
  });

  it('in a search, Escape closes the list, then clears the text', () => {
    const { input, key } = setup('search');
    key('Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input).toHaveProperty('value', 'fr');
    key('Escape');
    expect(input).toHaveProperty('value', '');
  });

  it('in a select, Escape only closes the list: the text is the choice', () => {
    const { input, key } = setup('select');
    key('Escape');
    key('Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input).toHaveProperty('value', 'fr');
  });

  it('shows and reads out the state of the search when there is no option, Enter choosing nothing', () => {
    const { input, key, onChoose } = setup('search', { status: 'Searching…', options: [] });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    expect(screen.getAllByText('Searching…')).toHaveLength(2);
    expect(key('Enter')).toBe(false);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('chooses with a click and closes, the status going quiet', () => {
    const { input, onChoose } = setup('select');
    fireEvent.click(screen.getByRole('option', { name: 'Cherry' }));
    expect(onChoose).toHaveBeenCalledWith('Cherry');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
