import { Button, type ButtonProps } from '@mui/material';

/** The main action of a form. */
export function SubmitButton(props: Omit<ButtonProps, 'type'>) {
  return <Button type="submit" variant="contained" size="large" {...props} />;
}
