import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../lib/account/password-rules';
import { Field } from '../forms/Field';

type FieldBinding = Omit<Parameters<typeof Field>[0], 'id' | 'label'>;

interface Props {
  /** Prefix of the two inputs' ids, unique on the page. */
  idPrefix: string;
  passwordLabel: string;
  confirmLabel: string;
  /** A sentence added to the password rule shown under the label. */
  note?: string;
  /** `form.field(...)` for the password and for its confirmation. */
  password: FieldBinding;
  confirm: FieldBinding;
}

/** A new password and its confirmation, with the length rule as the hint (register, reset, settings). */
export function NewPasswordFields({ idPrefix, passwordLabel, confirmLabel, note, password, confirm }: Props) {
  const rule = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; very common passwords are refused.`;
  return (
    <>
      <Field
        id={`${idPrefix}-password`}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        hint={note ? `${rule} ${note}` : rule}
        {...password}
      />
      <Field id={`${idPrefix}-confirm`} label={confirmLabel} type="password" autoComplete="new-password" required {...confirm} />
    </>
  );
}
