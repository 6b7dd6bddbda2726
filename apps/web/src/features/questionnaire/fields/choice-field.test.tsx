import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useForm } from '../../../lib/form/use-form.js';
import { ChoiceField } from './choice-field.js';

function StatutesChoice({ statutes }: { statutes?: number }) {
  const form = useForm<{ statutes: number }>({
    defaultValues: statutes === undefined ? {} : { statutes },
  });
  return (
    <ChoiceField
      legend="Statutes"
      choices={[
        { value: '1', label: 'Standard' },
        { value: '2', label: 'Own' },
      ]}
      {...form.register('statutes')}
    />
  );
}

function checkedOnServer(statutes?: number) {
  const page = document.createElement('div');
  page.innerHTML = renderToString(<StatutesChoice statutes={statutes} />);
  return [...page.querySelectorAll('input')].map((radio) => radio.hasAttribute('checked'));
}

describe('ChoiceField rendered on the server', () => {
  it('checks the card of the saved answer', () => {
    expect(checkedOnServer(2)).toEqual([false, true]);
  });

  it('checks no card when nothing was saved', () => {
    expect(checkedOnServer()).toEqual([false, false]);
  });
});
