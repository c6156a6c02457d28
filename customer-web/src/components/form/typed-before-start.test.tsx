import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import '../../lib/i18n';
import { CheckboxInput, CurrentPasswordInput, EmailInput, Form, SubmitButton } from '.';
import { forgetTypedFields, keepTypedFields } from '../../lib/typed-before-start';

const schema = z.object({ email: z.string().min(1), password: z.string().min(1), remember: z.boolean() });
type Values = z.infer<typeof schema>;

function SignIn({ onSubmit }: { onSubmit: (values: Values) => unknown }) {
  return (
    <Form schema={schema} defaultValues={{ email: '', password: '', remember: false }} onSubmit={onSubmit}>
      <EmailInput label="Email" autoFocus />
      <CurrentPasswordInput label="Password" />
      <CheckboxInput name="remember" label="Remember me" />
      <SubmitButton>Sign in</SubmitButton>
    </Form>
  );
}

/** The form as the server drew it, then filled in by a person before any script ran (no event React could see). */
function drawnAndFilledIn(): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<SignIn onSubmit={() => undefined} />);
  const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  field('email').value = 'ana.postpay@example.co.nz';
  field('password').value = 'Fibre-demo-2026';
  field('remember').checked = true;
  return container;
}

async function sendAndExpectKept(onSubmit: ReturnType<typeof vi.fn>) {
  expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ana.postpay@example.co.nz');
  expect((screen.getByLabelText('Remember me') as HTMLInputElement).checked).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() =>
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'ana.postpay@example.co.nz',
      password: 'Fibre-demo-2026',
      remember: true,
    }),
  );
  expect(screen.queryByText('Please enter email')).toBeNull();
}

const roots: Root[] = [];

afterEach(() => {
  cleanup();
  for (const root of roots.splice(0)) act(() => root.unmount());
  forgetTypedFields();
  document.body.innerHTML = '';
});

describe('a form filled in before the page was live', () => {
  it('keeps what was typed and ticked when the page hydrates, and sends it', async () => {
    const container = drawnAndFilledIn();
    const onSubmit = vi.fn();
    await act(async () => {
      roots.push(hydrateRoot(container, <SignIn onSubmit={onSubmit} />));
    });
    await sendAndExpectKept(onSubmit);
  });

  it('keeps what was typed and ticked when the page is drawn afresh over its HTML, and sends it', async () => {
    const container = drawnAndFilledIn();
    keepTypedFields(container);
    const onSubmit = vi.fn();
    await act(async () => {
      roots.push(createRoot(container));
      roots.at(-1)!.render(<SignIn onSubmit={onSubmit} />);
    });
    await sendAndExpectKept(onSubmit);
  });

  it('hands nothing kept to a form drawn once the page is live', async () => {
    keepTypedFields(drawnAndFilledIn());
    forgetTypedFields();
    document.body.innerHTML = '';
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      roots.push(createRoot(container));
      roots.at(-1)!.render(<SignIn onSubmit={() => undefined} />);
    });
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Remember me') as HTMLInputElement).checked).toBe(false);
  });
});
