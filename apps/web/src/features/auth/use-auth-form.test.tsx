import { signInSchema, type SignInInput } from '@foundly/domain';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthForm } from './use-auth-form.js';

afterEach(cleanup);

function SignInForm({
  submit,
  loadSchema = () => Promise.resolve(signInSchema),
}: {
  submit: (values: SignInInput) => Promise<void>;
  loadSchema?: () => Promise<typeof signInSchema>;
}) {
  const form = useAuthForm(loadSchema, submit);
  return (
    <form onSubmit={form.onSubmit} onChange={form.onChange} noValidate>
      <input aria-label="E-mail" name="email" />
      <p data-testid="email-error">{form.errorOf('email')}</p>
      <input aria-label="Password" name="password" type="password" />
      <p data-testid="password-error">{form.errorOf('password')}</p>
      <p data-testid="failure">{form.failure}</p>
      <button type="submit" disabled={form.submitting}>
        Sign in
      </button>
    </form>
  );
}

const errorOf = (field: string) => screen.getByTestId(`${field}-error`).textContent;

describe('useAuthForm', () => {
  it('shows every field’s error once sent empty, and sends nothing', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(<SignInForm submit={submit} />);

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(errorOf('email')).toBe('auth.errors.emailRequired'));
    expect(errorOf('password')).toBe('auth.errors.passwordRequired');
    expect(submit).not.toHaveBeenCalled();
  });

  it('checks a field as it is typed in, leaving the untouched ones quiet', async () => {
    render(<SignInForm submit={() => Promise.resolve()} />);

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@' } });

    await waitFor(() => expect(errorOf('email')).toBe('auth.errors.emailInvalid'));
    expect(errorOf('password')).toBe('');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
    await waitFor(() => expect(errorOf('email')).toBe(''));
  });

  it('sends the parsed values once, however often the form is sent meanwhile', async () => {
    let finish = () => {};
    const submit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<SignInForm submit={submit} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' ada@example.com ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });

    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    fireEvent.submit(form);
    await act(async () => finish());

    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret' });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });

  it('says something went wrong when the check cannot be loaded', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(<SignInForm submit={submit} loadSchema={() => Promise.reject(new Error('offline'))} />);

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() =>
      expect(screen.getByTestId('failure').textContent).toBe('auth.errors.generic'),
    );
    expect(submit).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
