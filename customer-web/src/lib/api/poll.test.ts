import { describe, expect, it } from 'vitest';
import { pollWhileAnswering } from './poll';

const at = (status: 'pending' | 'error' | 'success') => ({ state: { status } });

describe('polling while the call answers', () => {
  it('polls at its interval, and stops while the last call failed', () => {
    const poll = pollWhileAnswering(5000);
    expect(poll(at('success'))).toBe(5000);
    expect(poll(at('error'))).toBe(false);
  });

  it('keeps a polling rule of its own, except while failing', () => {
    const poll = pollWhileAnswering((q: ReturnType<typeof at>) =>
      q.state.status === 'pending' ? 1000 : false,
    );
    expect(poll(at('pending'))).toBe(1000);
    expect(poll(at('error'))).toBe(false);
  });
});
