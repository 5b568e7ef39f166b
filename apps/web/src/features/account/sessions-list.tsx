import type { SessionInfo } from '@invest/contracts';
import { Button, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time';
import { QueryError } from '../../shared/ui/query-error';
import { SectionCard } from '../../shared/ui/section-card';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { useRevokeOtherSessionsMutation, useRevokeSessionMutation, useSessionsQuery } from './account.api';

function SessionRow({ session }: { session: SessionInfo }) {
  const { t } = useTranslation();
  const [revoke, { isLoading }] = useRevokeSessionMutation();
  const onRevoke = async () => {
    const result = await revoke(session.id);
    if ('data' in result) notifications.show({ color: 'green', message: t('security.deviceSignedOut') });
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Text size="sm" fw={500}>
            {session.device}
          </Text>
          {session.current ? (
            <ToneBadge tone="positive" size="sm">
              {t('security.thisDevice')}
            </ToneBadge>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {session.ip}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(session.created_at)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(session.last_seen_at)}</Text>
      </Table.Td>
      <Table.Td ta="right">
        {session.current ? null : (
          <Button
            variant="default"
            size="xs"
            onClick={onRevoke}
            loading={isLoading}
            aria-label={t('security.signOutDeviceLabel', { device: session.device })}
          >
            {t('security.signOutDevice')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Signed-in devices (GET /v1/account/sessions), each revocable, plus "sign out all others". */
export function SessionsList() {
  const { t } = useTranslation();
  const sessions = useSessionsQuery();
  const [revokeOthers, revokingOthers] = useRevokeOtherSessionsMutation();
  const hasOthers = (sessions.data ?? []).some((session) => !session.current);

  const onRevokeOthers = async () => {
    const result = await revokeOthers();
    if ('data' in result) notifications.show({ color: 'green', message: t('security.othersSignedOut') });
  };

  return (
    <SectionCard
      id="sessions-title"
      title={t('security.sessionsTitle')}
      description={t('security.sessionsDescription')}
      aside={
        hasOthers ? (
          <Button variant="default" onClick={onRevokeOthers} loading={revokingOthers.isLoading}>
            {t('security.signOutOthers')}
          </Button>
        ) : null
      }
    >
      {sessions.isLoading ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Stack>
      ) : null}
      {sessions.isError ? <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} /> : null}
      {sessions.data && sessions.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('security.noSessions')}
        </Text>
      ) : null}
      {sessions.data && sessions.data.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('security.device')}</Table.Th>
                <Table.Th scope="col">{t('security.ip')}</Table.Th>
                <Table.Th scope="col">{t('security.signedIn')}</Table.Th>
                <Table.Th scope="col">{t('security.lastActive')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('security.signOutDevice')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </SectionCard>
  );
}
