import { m } from '@upahar/contract/messages';
import { PasswordField } from './password-field';
import { TextField, type TextFieldProps } from './text-field';

type Bound = { name: string; value: string; error?: string; onValueChange: (value: string) => void };

/**
 * An account's e-mail address (log in, sign up, a reset link): typed as an address, never
 * capitalised or spell-checked, offered from the browser's saved addresses.
 */
export function EmailField(props: Omit<TextFieldProps, 'label'> & { label?: string }) {
  return (
    <TextField
      label={m.common_email_label()}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}

/**
 * A new password and its confirmation (sign up, a reset, a change): both saved by password
 * managers as the new one. `label` names the first ("Password", "New password"); the second is
 * "Confirm" and the same words in lower case.
 */
export function NewPasswordFields({
  password,
  confirm,
  label = m.common_password_label(),
  hint = m.common_password_hint(),
}: {
  password: Bound;
  confirm: Bound;
  label?: string;
  hint?: string;
}) {
  return (
    <>
      <PasswordField {...password} label={label} autoComplete="new-password" hint={hint} required />
      <PasswordField
        {...confirm}
        label={m.common_password_confirm({ label: label.toLowerCase() })}
        autoComplete="new-password"
        required
      />
    </>
  );
}

/**
 * A Nepali mobile number, typed as ten digits (the contract's rule checks it). The rule is said
 * under the field unless `quiet` (a number that may be left out).
 */
export function MobileField({
  label = m.common_mobile_label(),
  quiet = false,
  ...props
}: Omit<TextFieldProps, 'label'> & { label?: string; quiet?: boolean }) {
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="98XXXXXXXX"
      hint={quiet ? undefined : m.common_mobile_hint()}
      maxLength={14}
      {...props}
    />
  );
}

/**
 * Who is writing, on a form anyone may send (a job application, a seller's enquiry, a message to
 * the shop): their name, e-mail and mobile number.
 */
export function ContactFields({
  name,
  email,
  phone,
  nameLabel = m.common_your_name(),
  phoneOptional = false,
}: {
  name: Bound;
  email: Bound;
  phone: Bound;
  nameLabel?: string;
  phoneOptional?: boolean;
}) {
  return (
    <>
      <TextField label={nameLabel} autoComplete="name" maxLength={80} {...name} />
      <TextField
        label={m.common_email_label()}
        type="email"
        autoComplete="email"
        maxLength={254}
        {...email}
      />
      {/* Where the number may be left out, its rule goes unsaid until it is typed wrong. */}
      <MobileField optional={phoneOptional} quiet={phoneOptional} {...phone} />
    </>
  );
}
