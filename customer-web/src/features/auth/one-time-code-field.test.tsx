import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { OneTimeCodeField } from './one-time-code-field';

afterEach(cleanup);

function Harness() {
  const [code, setCode] = useState('');
  return <OneTimeCodeField value={code} onChange={setCode} />;
}

const paste = (input: HTMLElement, text: string) =>
  fireEvent.paste(input, { clipboardData: { getData: () => text } });

describe('one-time code field (000 §5)', () => {
  it('takes a pasted code with the spaces of the message', () => {
    render(<Harness />);
    const input = screen.getByLabelText(/Code/);
    paste(input, ' 123 456 ');
    expect(input).toHaveProperty('value', '123456');
    expect(screen.queryByText('Invalid code pasted')).toBeNull();
  });

  it('says "Invalid code pasted" for a paste of the wrong shape and keeps the field as it was', () => {
    render(<Harness />);
    const input = screen.getByLabelText(/Code/);
    paste(input, 'Your code is 123456');
    expect(screen.getByText('Invalid code pasted')).toBeTruthy();
    expect(input).toHaveProperty('value', '');
    fireEvent.change(input, { target: { value: '12a34' } });
    expect(input).toHaveProperty('value', '1234');
    expect(screen.queryByText('Invalid code pasted')).toBeNull();
  });
});
