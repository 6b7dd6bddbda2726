import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFormControl } from './form-control.js';
import type { UseFormRegisterReturn } from './types.js';
import { zodResolver } from './zod-resolver.js';

function input(type = 'text', value?: string) {
  const element = document.createElement('input');
  element.type = type;
  if (value !== undefined) element.value = value;
  document.body.append(element);
  return element;
}

/** Attaches an input as React would, and types into it. */
function attach(props: UseFormRegisterReturn, element: HTMLInputElement) {
  const detach = props.ref(element);
  return {
    type: (value: string) => {
      element.value = value;
      props.onChange({ target: element, type: 'change' } as never);
    },
    click: () => {
      element.checked = !element.checked;
      props.onChange({ target: element, type: 'change' } as never);
    },
    blur: () => props.onBlur({ target: element, type: 'blur' } as never),
    detach: () => detach?.(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createFormControl', () => {
  it('keeps what was typed into a server-rendered input before the page came alive', async () => {
    const submitted: unknown[] = [];
    const { form } = createFormControl({
      defaultValues: { name: '', city: 'Lyon', notes: '' },
    });
    const typed = input('text', 'Atelier Martin');
    const untouched = input('text', 'Lyon');
    const empty = input('text');
    attach(form.register('name'), typed);
    attach(form.register('city'), untouched);
    attach(form.register('notes'), empty);
    expect(typed.value).toBe('Atelier Martin');
    await form.handleSubmit((values) => {
      submitted.push(values);
    })();
    expect(submitted).toEqual([{ name: 'Atelier Martin', city: 'Lyon', notes: '' }]);
  });

  it('tells whatever watches the form of the text typed before the page came alive', () => {
    const control = createFormControl({ defaultValues: { lines: [{ quantity: '' }] } });
    let changes = 0;
    control.subscribe(() => {
      changes += 1;
    });
    attach(control.form.register('lines.0.quantity'), input('text', '2'));
    expect(changes).toBe(1);
    expect(control.values()).toEqual({ lines: [{ quantity: '2' }] });
    attach(control.form.register('lines.0.quantity'), input('text', '2'));
    expect(changes).toBe(1);
  });

  it('shows the default values, keeps what is typed and submits it', async () => {
    const { form } = createFormControl({ defaultValues: { name: { first: 'Ana' } } });
    const element = input();
    const field = attach(form.register('name.first'), element);
    expect(element.value).toBe('Ana');
    field.type('Lucía');
    let submitted: unknown;
    await form.handleSubmit((values) => {
      submitted = values;
    })();
    expect(submitted).toEqual({ name: { first: 'Lucía' } });
    expect(form.formState.isSubmitted).toBe(true);
  });

  it('checks a rule only while its input is on screen, and focuses the first invalid one', async () => {
    const rule = { validate: (value: string) => value !== '' || 'errors.field.required' };
    const { form } = createFormControl({ defaultValues: { a: '', b: '' } });
    const first = input();
    attach(form.register('a', rule), first);
    const hidden = attach(form.register('b', rule), input());
    hidden.detach();
    let called = false;
    await form.handleSubmit(() => {
      called = true;
    })();
    expect(called).toBe(false);
    expect(form.formState.errors).toEqual({
      a: { type: 'validate', message: 'errors.field.required' },
    });
    expect(document.activeElement).toBe(first);
  });

  it('checks a field again as it changes once the form was submitted, clearing a set error', async () => {
    const { form } = createFormControl({ defaultValues: { email: '' } });
    const field = attach(form.register('email'), input());
    field.type('a@b');
    expect(form.getFieldState('email').error).toBeUndefined();
    await form.handleSubmit(() => form.setError('email', { message: 'errors.field.email' }))();
    expect(form.getFieldState('email').error?.message).toBe('errors.field.email');
    field.type('a@b.es');
    await settle();
    expect(form.getFieldState('email').invalid).toBe(false);
  });

  it('reads numbers, radios and a checkbox as their values', () => {
    const { form } = createFormControl<{ count: number; kind: string | null; agreed: boolean }>({
      defaultValues: { agreed: false },
    });
    const count = attach(form.register('count', { valueAsNumber: true }), input('number'));
    count.type('');
    expect(form.getValues('count')).toBeNaN();
    count.type('12');
    expect(form.getValues('count')).toBe(12);
    const radios = ['1', '2'].map((value) => attach(form.register('kind'), input('radio', value)));
    expect(form.getValues('kind')).toBeNull();
    radios[1]!.click();
    expect(form.getValues('kind')).toBe('2');
    attach(form.register('agreed'), input('checkbox')).click();
    expect(form.getValues('agreed')).toBe(true);
  });

  it('with a resolver in onTouched mode, says nothing until the field is left', async () => {
    const schema = z.object({ name: z.string().min(2, 'tooShort') });
    const { form } = createFormControl({
      defaultValues: { name: '' },
      resolver: zodResolver(schema),
      mode: 'onTouched',
    });
    const field = attach(form.register('name'), input());
    field.type('a');
    await settle();
    expect(form.formState.errors).toEqual({});
    field.blur();
    await settle();
    expect(form.getFieldState('name').error).toEqual({ type: 'too_small', message: 'tooShort' });
    field.type('ab');
    await settle();
    expect(form.formState.errors).toEqual({});
  });

  it('shows a value set on a whole object in each of its inputs', () => {
    const { form } = createFormControl({ defaultValues: { customer: { city: '', email: '' } } });
    const city = input();
    attach(form.register('customer.city'), city);
    form.setValue('customer', { city: 'Nantes', email: 'a@b.fr' });
    expect(city.value).toBe('Nantes');
    expect(form.getFieldState('customer.city').isDirty).toBe(true);
  });
});
