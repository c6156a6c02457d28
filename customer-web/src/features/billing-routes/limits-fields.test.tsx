import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeLimitsForm, routeLimitsSchema } from '@portal/shared';
import '../../lib/i18n';
import { Form, SubmitButton } from '../../components/form';
import { LimitsFields } from './limits-fields';

afterEach(cleanup);

function renderForm(onSubmit: (body: unknown) => void) {
  render(
    <Form schema={routeLimitsSchema} defaultValues={routeLimitsForm()} onSubmit={onSubmit}>
      <LimitsFields />
      <SubmitButton>Save</SubmitButton>
    </Form>,
  );
}

describe('billing route limits', () => {
  it('says what is wrong with each field and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText(/^Spend limit/), { target: { value: '12.345' } });
    fireEvent.change(screen.getByLabelText(/^Number of cycles/), { target: { value: 'two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a name')).toBeTruthy();
    expect(screen.getByText('Please enter an amount, for example 50 or 49.99')).toBeTruthy();
    expect(screen.getByText('The cycle count must be a whole number')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the total in cents and the cycle count as a number', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: ' Kids ' } });
    fireEvent.change(screen.getByLabelText(/^Spend limit/), { target: { value: '49.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        Name: 'Kids',
        SpendLimit: 4999,
        SpendCycle: 'MONTHLY',
        SpendCycleCount: 0,
      }),
    );
  });
});
