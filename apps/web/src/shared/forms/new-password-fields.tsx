import type { PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../ui/password-field';

/** A new password with its rules, and its confirmation: the inputs of a form's two fields. */
export function NewPasswordFields(props: {
  passwordLabel: string;
  confirmLabel: string;
  password: PasswordInputProps;
  confirmation: PasswordInputProps;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={props.passwordLabel}
        description={t('signUp.passwordHint')}
        autoComplete="new-password"
        required
        {...props.password}
      />
      <PasswordField label={props.confirmLabel} autoComplete="new-password" required {...props.confirmation} />
    </>
  );
}
