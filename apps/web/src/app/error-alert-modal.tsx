import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResendConfirmationMutation } from '../features/auth';
import { useIgnorableMessage } from '../features/messages';
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
 * alert stays rendered while the modal closes. An alert with an id (a message code) offers a signed-in
 * user "do not show this message again", kept on the server; once they chose so, it comes as a
 * notification instead of a dialog.
 */
export function ErrorAlertModal({ alert }: { alert: Alert | null }) {
  const { t } = useTranslation();
  const isSignedIn = useAppSelector((state) => state.auth.token !== null);
  const [content, setContent] = useState(alert);
  const [isIgnoring, setIsIgnoring] = useState(false);
  if (alert && alert !== content) {
    setContent(alert);
    setIsIgnoring(false);
  }
  const ignorable = useIgnorableMessage(content?.kind === 'oops' ? (content.id ?? null) : null);
  const isHidden = ignorable.visibility === 'skip';

  // A message the user chose not to see again still says the request failed, as a notification the
  // user need not answer: a refusal is never silent.
  useEffect(() => {
    if (!alert || !isHidden) return;
    if (alert.kind === 'oops')
      notifications.show({ color: 'red', title: t('errors.alertTitle'), message: alert.message });
    closeAlert();
  }, [alert, isHidden, t]);

  const close = () => {
    if (isIgnoring) ignorable.ignore();
    closeAlert();
  };

  return (
    <Modal
      opened={alert !== null && ignorable.visibility === 'show'}
      onClose={close}
      title={t('errors.alertTitle')}
      size="md"
    >
      <Stack gap="lg">
        {content?.kind === 'oops' ? <Text>{content.message}</Text> : null}
        {content?.kind === 'confirm-email' ? (
          <>
            <Text>{t('errors.confirmEmail')}</Text>
            {isSignedIn ? <ResendConfirmation /> : null}
          </>
        ) : null}
        {ignorable.canIgnore ? (
          <Checkbox
            label={t('errors.doNotShowAgain')}
            checked={isIgnoring}
            onChange={(event) => setIsIgnoring(event.currentTarget.checked)}
          />
        ) : null}
        <Group justify="flex-end">
          <Button onClick={close} data-autofocus>
            {t('common.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
