import { isEmailVerified } from '@invest/contracts/validation';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { MailIcon } from '../../shared/ui/icons';
import { useResendConfirmationMutation } from './auth.api';
import { confirmationEmailSent } from './auth.slice';

/** "Check your email" while the signed-in user's address is unconfirmed, with a resend button. */
export function EmailConfirmationBanner() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  const [resend, { isLoading, isSuccess, error, data }] = useResendConfirmationMutation();
  if (!user || isEmailVerified(user.email_verified_at)) return null;

  const onResend = async () => {
    const result = await resend();
    if ('data' in result) dispatch(confirmationEmailSent({ email: user.email, sentAt: Date.now() }));
  };
  const errorMessage = error ? (isApiError(error) && error.message) || t('errors.loadFailed') : null;

  return (
    <Alert variant="light" color="brand" icon={<MailIcon />} title={t('emailBanner.title')} mb="xl">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('emailBanner.body', { email: user.email })}</Text>
        <Button size="xs" variant="default" onClick={onResend} loading={isLoading}>
          {t('emailBanner.resend')}
        </Button>
        {isSuccess ? (
          <Text size="sm" role="status">
            {data ?? t('emailBanner.sent')}
          </Text>
        ) : null}
        {errorMessage ? (
          <Text size="sm" c="red" role="alert">
            {errorMessage}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
