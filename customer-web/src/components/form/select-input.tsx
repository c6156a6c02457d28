import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useTextFieldState, type FieldStateProps } from './field-state';

type SelectInputProps = FieldStateProps &
  Omit<
    TextFieldProps,
    | 'name'
    | 'label'
    | 'value'
    | 'onChange'
    | 'onBlur'
    | 'error'
    | 'helperText'
    | 'inputRef'
    | 'select'
    | 'children'
  > & { options: readonly { value: string; label: string }[] };

/** A choice from a short list, as a labelled select; its problem, or its hint, under it. */
export function SelectInput({ options, ...props }: SelectInputProps) {
  const { control, field } = useTextFieldState(props);
  return (
    <TextField {...control} {...field} select>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
