import { Button, type ButtonProps } from '@mui/material';
import { useFormContext } from 'react-hook-form';

/** The main action of a form: busy, and not pressable again, while the form is being sent. */
export function SubmitButton({ loading, disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const { formState } = useFormContext();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      loading={loading || formState.isSubmitting}
      disabled={disabled || formState.isSubmitting}
      {...props}
    />
  );
}
