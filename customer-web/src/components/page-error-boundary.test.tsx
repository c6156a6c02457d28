import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { reportError } from '../lib/error-reporting';
import { PageErrorBoundary } from './page-error-boundary';

vi.mock('../lib/error-reporting', () => ({ reportError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('the page broke');
}

function Layout() {
  const location = useLocation();
  return (
    <>
      <Link to="/fine">Elsewhere</Link>
      <PageErrorBoundary resetKey={location.pathname}>
        <Outlet />
      </PageErrorBoundary>
    </>
  );
}

describe('a page that fails', () => {
  it('shows a message with a way on, is reported, and going elsewhere clears it', async () => {
    // React also logs the error it caught; the test is about what the user sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/broken', element: <Broken /> },
            { path: '/fine', element: <p>A page that works</p> },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'the page broke' }));
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('A page that works')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
