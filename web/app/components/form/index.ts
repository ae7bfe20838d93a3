export { FormAlert } from './form-alert';
export { LoadFailed } from './load-failed';
export { PasswordField } from './password-field';
export { SelectField } from './select-field';
export { buttonClass, ui } from './styles';
export { SubmitButton } from './submit-button';
export { TextAreaField, TextField } from './text-field';
export { type AlertState, useForm } from './use-form';
export { type FieldErrors, serverFieldErrors, validate } from './validate';
