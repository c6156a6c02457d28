export { Form, type FormProps } from './form';
export {
  CheckboxInput,
  CodeInput,
  CurrentPasswordInput,
  EmailInput,
  PasswordInput,
  RadioInput,
  SelectInput,
  TextInput,
} from './fields';
export { NewPasswordInputs } from './new-password-inputs';
export { SubmitButton } from './submit-button';
export { submitForm } from './submit-form';
