import { Box, Button, Code, CopyButton, Group, Skeleton, Stack, Text } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { useAppDispatch } from '../../shared/store/hooks';
import { FormAlert } from '../../shared/ui/form-alert';
import { OneTimeCodeField } from '../../shared/ui/one-time-code-field';
import { PasswordField } from '../../shared/ui/password-field';
import { QueryError } from '../../shared/ui/query-error';
import { SectionCard } from '../../shared/ui/section-card';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { authSchemas, twoFactorChanged } from '../auth';
import {
  type TwoFactorSecret,
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useGenerateTwoFactorSecretMutation,
  useTwoFactorStatusQuery,
} from './account.api';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { RecoveryCodesSettings } from './recovery-codes-settings';

interface SwitchForm<Request> {
  setErrors: (errors: FormErrors) => void;
  getInitialValues: () => object;
  onSubmit(handler: (request: Request) => Promise<void>): (event?: FormEvent<HTMLFormElement>) => void;
}

/**
 * Submits a form that turns two-step verification on (`turnOn`) or off with `send`; once it is
 * done the new state is kept, the user is told and `onDone` is called.
 */
function useTwoFactorSwitch<Request, Result>(
  form: SwitchForm<Request>,
  send: (request: Request) => Promise<Result>,
  turnOn: boolean,
  onDone: (result: Result) => void,
) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const feedback = useFormFeedback(form);
  const onSubmit = form.onSubmit(async (request) => {
    await feedback.attempt(async () => {
      const result = await send(request);
      dispatch(twoFactorChanged(turnOn));
      notifications.show({ color: 'green', message: t(turnOn ? 'security.turnedOn' : 'security.turnedOff') });
      onDone(result);
    });
  });
  return { onSubmit, feedback };
}

interface EnableTwoFactorProps {
  secret: TwoFactorSecret;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

function EnableTwoFactor({ secret, onEnabled, onCancel }: EnableTwoFactorProps) {
  const { t } = useTranslation();
  const [enable, { isLoading }] = useEnableTwoFactorMutation();
  const validation = useContractValidation(authSchemas.enable2fa, (values: { one_time_password: string }) => ({
    secret: secret.secret,
    one_time_password: values.one_time_password,
  }));
  const form = useForm({ initialValues: { one_time_password: '' }, ...validation });
  const { onSubmit, feedback } = useTwoFactorSwitch(
    form,
    (request) => enable(request).unwrap(),
    true,
    (result) => onEnabled(result.recovery_codes),
  );

  return (
    <Stack gap="lg">
      <Text fw={500}>{t('security.scanTitle')}</Text>
      <Group align="flex-start" gap="xl">
        <Box p="sm" bg="white" style={{ borderRadius: 'var(--mantine-radius-md)', lineHeight: 0 }}>
          <QRCodeSVG value={secret.otpauth_url} size={168} role="img" aria-label={t('security.qrLabel')} />
        </Box>
        <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
          <Text size="sm" c="dimmed" id="two-factor-secret-label">
            {t('security.secretLabel')}
          </Text>
          <Code block aria-labelledby="two-factor-secret-label" style={{ wordBreak: 'break-all', fontSize: 14 }}>
            {secret.secret}
          </Code>
          <CopyButton value={secret.secret}>
            {({ copied, copy }) => (
              <Button variant="default" size="xs" onClick={copy} w="fit-content">
                {copied ? t('security.copied') : t('security.copyKey')}
              </Button>
            )}
          </CopyButton>
        </Stack>
      </Group>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={360}>
          <FormAlert message={feedback.message} />
          <OneTimeCodeField label={t('security.code')} {...form.getInputProps('one_time_password')} />
          <Group gap="sm">
            <Button type="submit" loading={isLoading}>
              {t('security.turnOn')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function DisableTwoFactor({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  const validation = useContractValidation(authSchemas.disable2fa);
  const form = useForm({ initialValues: { current_password: '' }, ...validation });
  const { onSubmit, feedback } = useTwoFactorSwitch(form, (request) => disable(request).unwrap(), false, onDone);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={360}>
        <Text size="sm">{t('security.turnOffDescription')}</Text>
        <FormAlert message={feedback.message} />
        <PasswordField
          label={t('security.currentPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('current_password')}
        />
        <Group gap="sm">
          <Button type="submit" color="red" loading={isLoading}>
            {t('security.turnOff')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Mode =
  | { kind: 'idle' }
  | { kind: 'enabling'; secret: TwoFactorSecret }
  | { kind: 'saving-codes'; codes: string[] }
  | { kind: 'disabling' };

/**
 * Two-step verification: status, set-up with a QR code and the recovery codes it hands out, the codes
 * left, and turning it off with the password.
 */
export function TwoFactorSettings() {
  const { t } = useTranslation();
  const status = useTwoFactorStatusQuery();
  const [generateSecret, generating] = useGenerateTwoFactorSecretMutation();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const enabled = status.data?.enabled ?? false;
  const backToIdle = () => setMode({ kind: 'idle' });

  const onSetUp = async () => {
    const result = await generateSecret();
    if ('data' in result && result.data) setMode({ kind: 'enabling', secret: result.data });
  };

  const badge = status.data ? (
    <ToneBadge tone={enabled ? 'positive' : 'neutral'} size="lg">
      {enabled ? t('security.twoFactorOn') : t('security.twoFactorOff')}
    </ToneBadge>
  ) : null;

  return (
    <SectionCard
      id="two-factor-title"
      title={t('security.twoFactorTitle')}
      description={enabled ? t('security.twoFactorOnText') : t('security.twoFactorOffText')}
      aside={badge}
    >
      {status.isLoading ? <Skeleton height={36} width={120} radius="md" /> : null}
      {status.isError ? <QueryError error={status.error} onRetry={() => void status.refetch()} /> : null}
      {status.data && mode.kind === 'idle' ? (
        <Group>
          {enabled ? (
            <Button variant="default" onClick={() => setMode({ kind: 'disabling' })}>
              {t('security.turnOff')}
            </Button>
          ) : (
            <Button onClick={onSetUp} loading={generating.isLoading}>
              {t('security.setUp')}
            </Button>
          )}
        </Group>
      ) : null}
      {status.data && enabled && mode.kind === 'idle' ? (
        <RecoveryCodesSettings remaining={status.data.recovery_codes_remaining} />
      ) : null}
      {mode.kind === 'enabling' ? (
        <EnableTwoFactor
          secret={mode.secret}
          onEnabled={(codes) => setMode({ kind: 'saving-codes', codes })}
          onCancel={backToIdle}
        />
      ) : null}
      {mode.kind === 'saving-codes' ? <RecoveryCodesPanel codes={mode.codes} onDone={backToIdle} /> : null}
      {mode.kind === 'disabling' ? <DisableTwoFactor onDone={backToIdle} /> : null}
    </SectionCard>
  );
}
