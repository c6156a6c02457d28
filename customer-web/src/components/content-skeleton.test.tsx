import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../lib/i18n';
import { CardsSkeleton, FormSkeleton, ListSkeleton } from './content-skeleton';

afterEach(cleanup);

describe('content skeletons', () => {
  it('say "Loading…" once to a screen reader and keep their shapes out of its way', () => {
    for (const skeleton of [<ListSkeleton key="l" />, <CardsSkeleton key="c" />, <FormSkeleton key="f" />]) {
      const { unmount } = render(skeleton);
      const status = screen.getByRole('status');
      expect(status.getAttribute('aria-busy')).toBe('true');
      expect(status.textContent).toBe('Loading…');
      expect(status.querySelector('[aria-hidden="true"] .MuiSkeleton-root')).not.toBeNull();
      unmount();
    }
  });

  it('draw as many rows, cards or fields as the content will have', () => {
    const { container, rerender } = render(<ListSkeleton rows={3} />);
    expect(container.querySelectorAll('.MuiStack-root').length).toBe(3);
    rerender(<CardsSkeleton count={2} />);
    expect(container.querySelectorAll('.MuiCard-root').length).toBe(2);
    rerender(<FormSkeleton fields={4} />);
    // Four fields and the button.
    expect(container.querySelectorAll('.MuiSkeleton-rounded').length).toBe(5);
  });

  it('can name what is loading', () => {
    render(<ListSkeleton label="Finding times…" />);
    expect(screen.getByRole('status').textContent).toBe('Finding times…');
  });
});
