import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { withConfirmPassword } from '../../shared/forms/confirm-password';
import { NewPasswordFields } from '../../shared/forms/new-password-fields';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { useAppSelector } from '../../shared/store/hooks';
import { FormAlert } from '../../shared/ui/form-alert';
import { PasswordField } from '../../shared/ui/password-field';
import { SectionCard } from '../../shared/ui/section-card';
import { authSchemas } from '../auth';
import { useChangePasswordMutation } from './account.api';

interface ChangePasswordValues {
  current_password: string;
  password: string;
  confirm_password: string;
}

/** POST /v1/account/password; the server signs out every other session. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const email = useAppSelector((state) => state.auth.user?.email ?? '');
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const validation = useContractValidation(authSchemas.changePassword, (values: ChangePasswordValues) => ({
    current_password: values.current_password,
    password: values.password,
  }));
  const form = useForm({
    initialValues: { current_password: '', password: '', confirm_password: '' },
    validate: (values) => withConfirmPassword(validation.validate(values), values, t('resetPassword.mismatch')),
    transformValues: validation.transformValues,
  });
  const feedback = useFormFeedback(form);

  const onSubmit = form.onSubmit(async (request) => {
    await feedback.attempt(async () => {
      await changePassword(request).unwrap();
      form.reset();
      notifications.show({ color: 'green', message: t('security.passwordChanged') });
    });
  });

  return (
    <SectionCard
      id="password-title"
      title={t('security.passwordTitle')}
      description={t('security.passwordDescription')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={420}>
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <FormAlert message={feedback.message} />
          <PasswordField
            label={t('security.currentPassword')}
            autoComplete="current-password"
            required
            {...form.getInputProps('current_password')}
          />
          <NewPasswordFields
            passwordLabel={t('security.newPassword')}
            confirmLabel={t('security.confirmPassword')}
            password={form.getInputProps('password')}
            confirmation={form.getInputProps('confirm_password')}
          />
          <Button type="submit" loading={isLoading} w="fit-content">
            {t('security.changePassword')}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
