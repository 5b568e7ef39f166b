import type { Invitations } from '@invest/contracts';
import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { CheckCircleIcon } from '../../shared/ui/icons';

/** The inviter's link to share anywhere, their code, and the reward an invitee's first deposit brings them. */
export function ShareInvitation({ invitations }: { invitations: Invitations }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={t('invites.share.link')}
          value={invitations.link}
          readOnly
          style={{ flex: 1 }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={invitations.link}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy} leftSection={copied ? <CheckCircleIcon size={16} /> : null}>
              {copied ? t('invites.share.copied') : t('invites.share.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="dimmed">
        {t('invites.share.code', { code: invitations.code })}
      </Text>
      {invitations.reward_per_invitee ? (
        <Text size="sm">
          {t('invites.share.reward', { amount: formatMoney(invitations.reward_per_invitee, 'USD') })}
        </Text>
      ) : null}
    </Stack>
  );
}
