export { Form, type FormProps } from './form';
export { CheckboxInput, RadioInput } from './choice-inputs';
export { SelectInput } from './select-input';
export { TextInput } from './text-input';
export { CodeInput, CurrentPasswordInput, EmailInput, PasswordInput } from './text-inputs';
export { NewPasswordInputs } from './new-password-inputs';
export { SubmitButton } from './submit-button';
export { submitForm } from './submit-form';
