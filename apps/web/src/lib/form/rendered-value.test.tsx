import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useForm } from './use-form.js';

interface Values {
  name: string;
  shares: number;
  purpose: string;
  province: string;
  kind: string;
  board: number;
  languages: string[];
  unknown: boolean;
  untyped: number;
}

/** A form of every kind of registered input, rendered as the server renders a page. */
function FormOfEveryInput({ defaultValues }: { defaultValues: Partial<Values> }) {
  const form = useForm<Values>({ defaultValues });
  return (
    <form>
      <input aria-label="name" {...form.register('name')} />
      <input
        aria-label="shares"
        type="number"
        {...form.register('shares', { valueAsNumber: true })}
      />
      <input
        aria-label="untyped"
        type="number"
        {...form.register('untyped', { valueAsNumber: true })}
      />
      <textarea aria-label="purpose" {...form.register('purpose')} />
      <select aria-label="province" {...form.register('province')}>
        <option value="">—</option>
        <option value="28">Madrid</option>
        <option value="08">Barcelona</option>
      </select>
      {['sl', 'sa'].map((kind) => (
        <input
          key={kind}
          aria-label={kind}
          type="radio"
          {...form.register('kind', { option: kind })}
        />
      ))}
      {[1, 2].map((board) => (
        <input
          key={board}
          aria-label={`board ${board}`}
          type="radio"
          {...form.register('board', { option: String(board) })}
        />
      ))}
      {['es', 'en', 'fr'].map((language) => (
        <input
          key={language}
          aria-label={language}
          type="checkbox"
          {...form.register('languages', { option: language })}
        />
      ))}
      <input aria-label="unknown" type="checkbox" {...form.register('unknown')} />
    </form>
  );
}

function renderOnServer(defaultValues: Partial<Values>) {
  const page = document.createElement('div');
  page.innerHTML = renderToString(<FormOfEveryInput defaultValues={defaultValues} />);
  const input = (label: string) =>
    page.querySelector(`[aria-label="${label}"]`) as HTMLInputElement & HTMLSelectElement;
  return { input };
}

describe('registered inputs rendered on the server', () => {
  it('show the saved values before the page comes alive, for every kind of input', () => {
    const { input } = renderOnServer({
      name: 'Cerámicas Ortega',
      shares: 3000,
      purpose: 'Fabricación de cerámica',
      province: '08',
      kind: 'sa',
      board: 2,
      languages: ['es', 'fr'],
      unknown: true,
    });
    expect(input('name').getAttribute('value')).toBe('Cerámicas Ortega');
    expect(input('shares').getAttribute('value')).toBe('3000');
    expect(input('purpose').textContent).toBe('Fabricación de cerámica');
    expect(input('province').querySelector('option[selected]')?.getAttribute('value')).toBe('08');
    expect(input('sl').hasAttribute('checked')).toBe(false);
    expect(input('sa').hasAttribute('checked')).toBe(true);
    expect(input('sa').value).toBe('sa');
    expect(input('board 1').hasAttribute('checked')).toBe(false);
    expect(input('board 2').hasAttribute('checked')).toBe(true);
    expect(['es', 'en', 'fr'].map((language) => input(language).hasAttribute('checked'))).toEqual([
      true,
      false,
      true,
    ]);
    expect(input('unknown').hasAttribute('checked')).toBe(true);
  });

  it('leave the inputs empty and unchecked where nothing was saved', () => {
    const { input } = renderOnServer({ untyped: NaN, unknown: false });
    for (const label of ['name', 'shares', 'untyped']) {
      expect(input(label).hasAttribute('value')).toBe(false);
    }
    expect(input('purpose').textContent).toBe('');
    expect(input('province').querySelector('option[selected]')).toBeNull();
    for (const label of ['sl', 'sa', 'board 1', 'board 2', 'es', 'en', 'fr', 'unknown']) {
      expect(input(label).hasAttribute('checked')).toBe(false);
    }
    // A yes/no checkbox answered 'no' is unchecked, and its value is not the text 'false'.
    expect(input('unknown').hasAttribute('value')).toBe(false);
  });
});
