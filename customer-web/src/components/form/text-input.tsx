import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type FormControlProps,
  type InputBaseComponentProps,
} from '@mui/material';
import { useId, type ClipboardEventHandler, type HTMLAttributes } from 'react';
import { useTextFieldState, type FieldStateProps } from './field-state';

export type TextInputProps = FieldStateProps &
  Pick<FormControlProps, 'required' | 'disabled' | 'fullWidth' | 'size' | 'margin' | 'sx' | 'className'> & {
    id?: string;
    type?: string;
    autoComplete?: string;
    autoFocus?: boolean;
    placeholder?: string;
    multiline?: boolean;
    rows?: number;
    minRows?: number;
    maxRows?: number;
    onPaste?: ClipboardEventHandler;
    /** The on-screen keyboard a phone offers (digits for amounts and numbers). */
    inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
    slotProps?: { htmlInput?: InputBaseComponentProps };
  };

/**
 * A labelled text field of the form; its problem, or its hint, under it (the line stays, so nothing jumps). Built
 * from MUI's outlined input parts rather than TextField, which brings the select, menu and popover code with it;
 * it looks and labels the same (label tied to the input, the problem or hint describing it).
 */
export function TextInput({
  id: idOverride,
  type,
  autoComplete,
  autoFocus,
  placeholder,
  multiline,
  rows,
  minRows,
  maxRows,
  onPaste,
  inputMode,
  slotProps,
  ...props
}: TextInputProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const { control, field } = useTextFieldState(props);
  const { label, error, helperText, ...formControl } = control;
  return (
    <FormControl {...formControl} error={error} variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...field}
        id={id}
        label={label}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        placeholder={placeholder}
        multiline={multiline}
        rows={rows}
        minRows={minRows}
        maxRows={maxRows}
        onPaste={onPaste}
        inputProps={{ inputMode, ...slotProps?.htmlInput }}
        aria-describedby={`${id}-helper-text`}
      />
      <FormHelperText id={`${id}-helper-text`}>{helperText}</FormHelperText>
    </FormControl>
  );
}
