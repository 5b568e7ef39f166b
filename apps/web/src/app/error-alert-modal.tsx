import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResendConfirmationMutation } from '../features/auth';
import { isApiError } from '../shared/api/api-error';
import type { Alert } from '../shared/errors/alert-policy';
import { closeAlert } from '../shared/errors/alert-store';
import { useAppSelector } from '../shared/store/hooks';

function ResendConfirmation() {
  const { t } = useTranslation();
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const onResend = async () => {
    try {
      const message = await resend().unwrap();
      setResult({ ok: true, text: message ?? t('errors.confirmationSent') });
    } catch (error) {
      const text = isApiError(error) && error.message ? error.message : t('errors.loadFailed');
      setResult({ ok: false, text });
    }
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="light" onClick={onResend} loading={isLoading}>
        {t('errors.resendConfirmation')}
      </Button>
      {result ? (
        <Text size="sm" c={result.ok ? 'dimmed' : 'red'} role="status">
          {result.text}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The one "Oops!" alert of SPEC 8; alert-store.ts keeps a second one from opening over it. The last
 * alert stays rendered while the modal closes.
 */
export function ErrorAlertModal({ alert }: { alert: Alert | null }) {
  const { t } = useTranslation();
  const isSignedIn = useAppSelector((state) => state.auth.token !== null);
  const [content, setContent] = useState(alert);
  if (alert && alert !== content) setContent(alert);

  return (
    <Modal opened={alert !== null} onClose={closeAlert} title={t('errors.alertTitle')} size="md">
      <Stack gap="lg">
        {content?.kind === 'oops' ? <Text>{content.message}</Text> : null}
        {content?.kind === 'confirm-email' ? (
          <>
            <Text>{t('errors.confirmEmail')}</Text>
            {isSignedIn ? <ResendConfirmation /> : null}
          </>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={closeAlert} data-autofocus>
            {t('common.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
