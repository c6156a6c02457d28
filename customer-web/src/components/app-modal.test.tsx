import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { AppModal } from './app-modal';

afterEach(cleanup);

const open = (props: Partial<Parameters<typeof AppModal>[0]> = {}) => {
  const onClose = vi.fn();
  const onConfirm = vi.fn();
  render(
    <AppModal open title="Remove card" onClose={onClose} onConfirm={onConfirm} {...props}>
      <p>Body</p>
    </AppModal>,
  );
  return { onClose, onConfirm, dialog: screen.getByRole('dialog') };
};

describe('modal dialog', () => {
  it('closes on Escape and through its close button', () => {
    const { onClose, dialog } = open();
    act(() => void fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('does not close on Escape when its close button is hidden', () => {
    const { onClose, dialog } = open({ hideClose: true });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    act(() => void fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('raises confirm on Enter', () => {
    const { onConfirm, dialog } = open();
    fireEvent.keyDown(dialog, { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
