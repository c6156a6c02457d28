import { useForkRef } from '@mui/material/utils';
import { useController } from 'react-hook-form';
import { useTypedBeforeStart } from '../../lib/typed-before-start';
import { useProblemText } from './problem-text';

export interface FieldStateProps {
  name: string;
  label: string;
  /** Shown under the field while it has no problem. */
  hint?: string;
  /** The name "please enter" uses when it is not the label. */
  errorLabel?: string;
  /** Changes the typed text before it is kept (a code's digits only). */
  parse?: (text: string) => string;
  /** Told of each change the user makes, after the form keeps it. */
  onValue?: (value: string) => void;
}

/**
 * A text-like field's state in the form, split into what its outer control shows (label, problem or hint; the line
 * under it stays when empty, so nothing jumps) and what its input element takes.
 */
export function useTextFieldState<Rest extends object>({
  name,
  label,
  hint,
  errorLabel,
  parse,
  onValue,
  ...rest
}: FieldStateProps & Rest) {
  const { field, fieldState } = useController({ name });
  const problem = useProblemText(errorLabel ?? label)(fieldState.error?.message);
  const onChange = (e: { target: { value: string } }) => {
    const value = parse ? parse(e.target.value) : e.target.value;
    field.onChange(value);
    onValue?.(value);
  };
  const typedRef = useTypedBeforeStart(name, (value) => onChange({ target: { value } }));
  const inputRef = useForkRef(field.ref, typedRef);
  return {
    control: { ...rest, label, error: !!problem, helperText: problem || hint || ' ' },
    field: {
      name: field.name,
      value: field.value ?? '',
      onChange,
      onBlur: field.onBlur,
      inputRef,
    },
  };
}
