import { Anchor, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An e-mail address the form needs: typed as one, with the e-mail keyboard on phones. */
export function EmailField({ autoComplete = 'email', ...props }: TextInputProps) {
  return <TextInput type="email" autoComplete={autoComplete} inputMode="email" required {...props} />;
}

/** The link back to the sign-in page under a password recovery form. */
export function BackToSignInLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/sign-in" size="sm" ta="center">
      {t('forgotPassword.backToSignIn')}
    </Anchor>
  );
}
