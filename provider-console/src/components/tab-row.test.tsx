import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabRow } from './tab-row';

const TABS = [
  { id: 'all', label: 'All' },
  { id: 'open', label: 'Open' },
  { id: 'failed', label: 'Failed' },
];

afterEach(cleanup);

describe('a row of tabs', () => {
  it('is one stop in the Tab order, the chosen tab, and the arrow keys, Home and End move between tabs', () => {
    render(<TabRow value="open" tabs={TABS} onChange={() => undefined} aria-label="State" />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getByRole('tablist', { name: 'State' })).toBeTruthy();
    expect(TABS.map((t) => tab(t.label).tabIndex)).toEqual([-1, 0, -1]);
    expect(tab('Open').getAttribute('aria-selected')).toBe('true');
    tab('Open').focus();
    fireEvent.keyDown(tab('Open'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Failed'));
    fireEvent.keyDown(tab('Failed'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('All'));
    fireEvent.keyDown(tab('All'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Failed'));
    fireEvent.keyDown(tab('Failed'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('All'));
    fireEvent.keyDown(tab('All'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Failed'));
  });

  it('chooses a tab on a click, and with no tab chosen the first is the one in the Tab order', () => {
    const onChange = vi.fn();
    render(<TabRow value={false} tabs={TABS} onChange={onChange} aria-label="State" />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.queryAllByRole('tab', { selected: true })).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Failed' }));
    expect(onChange).toHaveBeenCalledWith('failed');
  });
});
