import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { AddAddressForm } from './add-address-form';
import { useAddAddress } from './use-address-changes';

function WithRequest() {
  return <AddAddressForm add={useAddAddress()} />;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('add address form', () => {
  it('says "No Location" until a location is picked from the search, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <WithRequest />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Start typing the street address, for example 15 Oriental Parade')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Label/), { target: { value: 'Home' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('No Location')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
