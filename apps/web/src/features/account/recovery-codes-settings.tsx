import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { FormAlert } from '../../shared/ui/form-alert';
import { PasswordField } from '../../shared/ui/password-field';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { authSchemas } from '../auth';
import { useRegenerateRecoveryCodesMutation } from './account.api';
import { RecoveryCodesPanel } from './recovery-codes-panel';

/** At or below this many codes left, the user is urged to make new ones. */
const fewCodesLeft = 2;

function RegenerateForm({ onCodes, onCancel }: { onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [regenerate, { isLoading }] = useRegenerateRecoveryCodesMutation();
  const validation = useContractValidation(authSchemas.regenerateRecoveryCodes);
  const form = useForm({ initialValues: { current_password: '' }, ...validation });
  const feedback = useFormFeedback(form);
  const onSubmit = form.onSubmit(async (request) => {
    await feedback.attempt(async () => {
      const { recovery_codes } = await regenerate(request).unwrap();
      notifications.show({ color: 'green', message: t('security.codesRegenerated') });
      onCodes(recovery_codes);
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={360}>
        <Text size="sm">{t('security.regenerateDescription')}</Text>
        <FormAlert message={feedback.message} />
        <PasswordField
          label={t('security.currentPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('current_password')}
        />
        <Group gap="sm">
          <Button type="submit" loading={isLoading}>
            {t('security.regenerateCodes')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Mode = { kind: 'idle' } | { kind: 'regenerating' } | { kind: 'showing'; codes: string[] };

/** How many recovery codes are left, and new ones made with the password. */
export function RecoveryCodesSettings({ remaining }: { remaining: number }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const backToIdle = () => setMode({ kind: 'idle' });

  if (mode.kind === 'showing') return <RecoveryCodesPanel codes={mode.codes} onDone={backToIdle} />;
  return (
    <Stack gap="sm" pt="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{t('security.recoveryCodesTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('security.recoveryCodesText')}
          </Text>
        </Stack>
        <ToneBadge tone={remaining <= fewCodesLeft ? 'warning' : 'neutral'} size="lg" data-testid="recovery-codes-left">
          {t('security.codesLeft', { count: remaining })}
        </ToneBadge>
      </Group>
      {remaining <= fewCodesLeft ? <Text size="sm">{t('security.fewCodesLeft')}</Text> : null}
      {mode.kind === 'regenerating' ? (
        <RegenerateForm onCodes={(codes) => setMode({ kind: 'showing', codes })} onCancel={backToIdle} />
      ) : (
        <Group>
          <Button variant="default" onClick={() => setMode({ kind: 'regenerating' })}>
            {t('security.regenerateCodes')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
