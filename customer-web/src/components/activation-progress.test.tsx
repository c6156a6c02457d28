import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SimMetadata } from '@portal/shared';
import '../lib/i18n';
import { ActivationProgress } from './activation-progress';

afterEach(cleanup);

const sim = (activation: Partial<SimMetadata['Activation']>, status = 2): SimMetadata => ({
  MobileProductUUID: '00000000-0000-4000-8000-000000000001',
  MSISDN: '64211234561',
  SIMID: '8964050000000000402',
  SimType: 'physical',
  Status: status,
  BillingReference: '',
  ProductType: '',
  Activation: {
    MobileProductUUID: '00000000-0000-4000-8000-000000000001',
    State: 'activating',
    ...activation,
  },
});

function show(metadata: SimMetadata, onRetry = () => undefined) {
  const router = createMemoryRouter([
    { path: '/', element: <ActivationProgress sim={metadata} onRetry={onRetry} /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('activation progress', () => {
  it('shows the elapsed time against the 250 s wait while the network works', () => {
    show(sim({ ElapsedSeconds: 12 }));
    expect(screen.getByText('12 s elapsed of up to 250 s')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('gives up at 250 s with a retry', () => {
    const retry = vi.fn();
    show(sim({ ElapsedSeconds: 250 }), retry);
    expect(screen.getByRole('alert').textContent).toContain('has not answered within 250 seconds');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says "Activate error" when the network fails it, and the SIM is active once it is', () => {
    show(sim({ State: 'failed', ElapsedSeconds: 20 }));
    expect(screen.getByRole('alert').textContent).toContain('Activate error');
    cleanup();
    show(sim({ State: 'active' }, 4));
    expect(screen.getByText('Your SIM 021 123 4561 is active.')).toBeDefined();
  });
});
