import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { simulatorProvider } from './simulator';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const { SetupForm } = simulatorProvider;

function fill(number: string, expiry: string, cvc: string) {
  fireEvent.change(screen.getByLabelText(/^Card number/), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(/^Expiry/), { target: { value: expiry } });
  fireEvent.change(screen.getByLabelText(/^CVC/), { target: { value: cvc } });
  fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
}

describe('simulator card form', () => {
  it('names each wrong field and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<SetupForm clientSecret="seti_1_secret" onResult={() => {}} />);
    fill('4242 4242 4242 4241', '2030', '12');
    expect(await screen.findByText('Card number is invalid')).toBeTruthy();
    expect(screen.getByText('Expiry format is invalid')).toBeTruthy();
    expect(screen.getByText('CVC format is invalid')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('confirms a valid card with its expiry as month and year', async () => {
    const fetch = vi.fn(async () => Response.json({ Status: 'succeeded' }));
    vi.stubGlobal('fetch', fetch);
    const onResult = vi.fn();
    render(<SetupForm clientSecret="seti_1_secret" onResult={onResult} />);
    fill('4242424242424242', '12/30', '123');
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ ok: true }));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      ClientSecret: 'seti_1_secret',
      Card: { Number: '4242424242424242', ExpMonth: 12, ExpYear: 2030, Cvc: '123' },
    });
  });
});
