import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { Pager } from './pager';

afterEach(cleanup);

const pageNumbers = () =>
  within(screen.getByRole('navigation', { name: 'Pages' }))
    .getAllByRole('button', { name: /^Page / })
    .map((b) => Number(b.textContent));

describe('the pager (4 pages either side)', () => {
  it('shows the current page and 4 either side, and moves by page, previous and next', () => {
    const onChange = vi.fn();
    render(<Pager page={10} pages={20} label="Pages" onChange={onChange} />);
    expect(pageNumbers()).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 13' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange.mock.calls).toEqual([[13], [9], [11]]);
  });

  it('cannot go before the first page or past the last, and is hidden with one page', () => {
    const { rerender } = render(<Pager page={1} pages={3} label="Pages" onChange={() => {}} />);
    expect(pageNumbers()).toEqual([1, 2, 3]);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<Pager page={3} pages={3} label="Pages" onChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<Pager page={1} pages={1} label="Pages" onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
