import { describe, expect, it } from 'vitest';
import { labelRowCheckboxes } from './row-checkbox-labels';

const row = () => {
  const span = document.createElement('span');
  span.className = 'select-item';
  span.setAttribute('aria-label', 'Select this row');
  span.append(document.createElement('input'));
  return span;
};

describe('labelRowCheckboxes', () => {
  it('names the checkbox of rows present and rows rendered later, and takes the label off the wrapper', async () => {
    const root = document.createElement('div');
    root.append(row());
    const stop = labelRowCheckboxes(root);
    root.append(row());
    await new Promise((resolve) => setTimeout(resolve, 0));
    const inputs = [...root.querySelectorAll('input')];
    expect(inputs.map((i) => i.getAttribute('aria-label'))).toEqual(['Select this row', 'Select this row']);
    expect(root.querySelectorAll('[aria-label]:not(input)')).toHaveLength(0);
    stop();
  });
});
