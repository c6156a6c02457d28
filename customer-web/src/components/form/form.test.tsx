import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changePasswordSchema, signInSchema } from '@portal/shared';
import '../../lib/i18n';
import { CodeInput, CurrentPasswordInput, EmailInput, Form, NewPasswordInputs, SubmitButton } from '.';
import { oneTimeCodeSchema, parsePastedVoucher, VOUCHER_CODE_LENGTH, voucherForm } from '@portal/shared';
import { splitServerErrors } from './server-errors';

afterEach(cleanup);

function SignIn({ onSubmit }: { onSubmit: (values: { email: string; password: string }) => unknown }) {
  return (
    <Form schema={signInSchema} defaultValues={{ email: '', password: '' }} onSubmit={onSubmit}>
      <EmailInput label="Email" />
      <CurrentPasswordInput label="Password" />
      <SubmitButton>Sign in</SubmitButton>
    </Form>
  );
}

/** Presses Sign in once it can be pressed again, as a person waits for a send still settling. */
async function submit() {
  const button = screen.getByRole('button', { name: 'Sign in' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
}

describe('Form', () => {
  it('words each empty field with its label and does not send', async () => {
    const onSubmit = vi.fn();
    render(<SignIn onSubmit={onSubmit} />);
    await submit();
    expect(await screen.findByText('Please enter email')).toBeTruthy();
    expect(screen.getByText('Please enter password')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows catalogue texts of the shared rules under their fields, live once sent', async () => {
    render(
      <Form
        schema={changePasswordSchema}
        defaultValues={{ currentPassword: 'x', password: '', confirmPassword: '' }}
        onSubmit={() => {}}
      >
        <NewPasswordInputs />
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Good-password-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('"New password" and "Confirm New Password" do not match')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), {
      target: { value: 'Good-password-2' },
    });
    await waitFor(() => expect(screen.queryByText(/do not match/)).toBeNull());
  });

  it('puts a server problem under its field and the rest in the banner, and sends again once fixed', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce({
        data: {
          err_message: 'Validation failed',
          errors: [
            { path: 'body.AuthID', message: 'No such login' },
            { path: 'body.Other', message: 'Something else is wrong' },
          ],
        },
      })
      .mockResolvedValueOnce(undefined);
    render(
      <Form
        schema={signInSchema}
        defaultValues={{ email: 'ana@example.co.nz', password: 'pw' }}
        serverFieldNames={{ AuthID: 'email' }}
        onSubmit={onSubmit}
      >
        <EmailInput label="Email" />
        <CurrentPasswordInput label="Password" />
        <SubmitButton>Sign in</SubmitButton>
      </Form>,
    );
    await submit();
    expect(await screen.findByText('No such login')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Something else is wrong');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('clears the banner of a refused send once a field is edited, or the form is sent with a problem of its own', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(new Error('the password is invalid, please enter correct one'));
    render(<SignIn onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ana@example.co.nz' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    await submit();
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong-again' } });
    await waitFor(() => expect(screen.queryByText(/password is invalid/)).toBeNull());

    await submit();
    expect(await screen.findByText(/password is invalid/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: '' } });
    await submit();
    expect(await screen.findByText('Please enter password')).toBeTruthy();
    expect(screen.queryByText(/password is invalid/)).toBeNull();
  });

  it('keeps the submit button pressed-out while the form is being sent', async () => {
    let finish = () => {};
    render(<SignIn onSubmit={() => new Promise<void>((resolve) => (finish = resolve))} />);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ana@example.co.nz' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'pw' } });
    await submit();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Sign in/ })).toHaveProperty('disabled', true),
    );
    finish();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Sign in/ })).toHaveProperty('disabled', false),
    );
  });
});

describe('CodeInput', () => {
  const paste = (input: HTMLElement, text: string) =>
    fireEvent.paste(input, { clipboardData: { getData: () => text } });

  function CodeForm() {
    return (
      <Form schema={oneTimeCodeSchema} defaultValues={{ code: '' }} onSubmit={() => {}}>
        <CodeInput label="Code" />
      </Form>
    );
  }

  it('takes a pasted code with the spaces of the message, and digits only when typed', () => {
    render(<CodeForm />);
    const input = screen.getByLabelText(/Code/);
    paste(input, ' 123 456 ');
    expect(input).toHaveProperty('value', '123456');
    fireEvent.change(input, { target: { value: '12a34' } });
    expect(input).toHaveProperty('value', '1234');
  });

  it('says "Invalid code pasted" for a paste of the wrong shape and keeps the field as it was', async () => {
    render(<CodeForm />);
    const input = screen.getByLabelText(/Code/);
    paste(input, 'Your code is 123456');
    expect(await screen.findByText('Invalid code pasted')).toBeTruthy();
    expect(input).toHaveProperty('value', '');
  });

  it('reads a 13-digit voucher code, and says "Invalid code pasted" for another shape', async () => {
    render(
      <Form schema={voucherForm} defaultValues={{ code: '' }} onSubmit={() => {}}>
        <CodeInput label="Voucher code" length={VOUCHER_CODE_LENGTH} parsePaste={parsePastedVoucher} />
      </Form>,
    );
    const input = screen.getByLabelText(/Voucher code/);
    paste(input, '1000 0000 00010');
    expect(input).toHaveProperty('value', '1000000000010');
    fireEvent.change(input, { target: { value: '12345678901234567' } });
    expect(input).toHaveProperty('value', '1234567890123');
    paste(input, '123456');
    expect(await screen.findByText('Invalid code pasted')).toBeTruthy();
  });
});

describe('splitServerErrors', () => {
  it('gives the whole error text to the banner when the answer names no field', () => {
    expect(splitServerErrors({ data: { err_message: 'Try later' } }, ['email'])).toEqual({
      fields: {},
      banner: 'Try later',
    });
  });

  it('matches a path to a field of the same name without its first segment', () => {
    const error = { data: { errors: [{ path: 'body.email', message: 'Taken' }] } };
    expect(splitServerErrors(error, ['email'])).toEqual({ fields: { email: 'Taken' }, banner: undefined });
  });
});
