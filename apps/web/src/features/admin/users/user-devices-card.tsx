import type { AdminUserDetail } from '@invest/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { SectionCard } from '../../../shared/ui/section-card';
import { TableHead } from '../../../shared/ui/table-head';
import { ToneBadge } from '../../../shared/ui/tone-badge';

/** The devices the user is signed in on, and their latest sign-in attempts with how each ended. */
export function UserDevicesCard({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation();
  return (
    <SectionCard id="user-devices" title={t('admin.users.devices')} description={t('admin.users.devicesHint')}>
      {detail.sessions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.users.noDevices')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('admin.users.devices')}>
            <TableHead
              labels={[t('admin.users.device'), t('admin.users.ip'), t('admin.users.since'), t('admin.users.lastSeen')]}
            />
            <Table.Tbody>
              {detail.sessions.map((session) => (
                <Table.Tr key={session.id}>
                  <Table.Td>{session.device}</Table.Td>
                  <Table.Td>{session.ip}</Table.Td>
                  <Table.Td>{formatDateTime(session.created_at)}</Table.Td>
                  <Table.Td>{formatDateTime(session.last_seen_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text fw={600} size="sm">
        {t('admin.users.activity')}
      </Text>
      {detail.sign_in_activity.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('security.noActivity')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('admin.users.activity')}>
            <TableHead
              labels={[t('admin.users.time'), t('admin.users.device'), t('admin.users.ip'), t('admin.users.result')]}
            />
            <Table.Tbody>
              {detail.sign_in_activity.map((attempt) => (
                <Table.Tr key={`${attempt.at}-${attempt.ip}-${attempt.reason}`}>
                  <Table.Td>{formatDateTime(attempt.at)}</Table.Td>
                  <Table.Td>{attempt.device}</Table.Td>
                  <Table.Td>{attempt.ip}</Table.Td>
                  <Table.Td>
                    <ToneBadge tone={attempt.success ? 'positive' : 'negative'}>
                      {attempt.reason
                        ? t(`security.reasons.${attempt.reason}`, { defaultValue: attempt.reason })
                        : t('security.succeeded')}
                    </ToneBadge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
