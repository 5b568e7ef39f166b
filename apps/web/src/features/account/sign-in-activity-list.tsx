import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time';
import { QueryError } from '../../shared/ui/query-error';
import { SectionCard } from '../../shared/ui/section-card';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { useSignInActivityQuery } from './account.api';

/** Recent sign-in attempts (GET /v1/account/sign-in-activity). */
export function SignInActivityList() {
  const { t } = useTranslation();
  const activity = useSignInActivityQuery();

  return (
    <SectionCard
      id="activity-title"
      title={t('security.activityTitle')}
      description={t('security.activityDescription')}
    >
      {activity.isLoading ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={40} />
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : null}
      {activity.isError ? <QueryError error={activity.error} onRetry={() => void activity.refetch()} /> : null}
      {activity.data && activity.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('security.noActivity')}
        </Text>
      ) : null}
      {activity.data && activity.data.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('security.time')}</Table.Th>
                <Table.Th scope="col">{t('security.result')}</Table.Th>
                <Table.Th scope="col">{t('security.ip')}</Table.Th>
                <Table.Th scope="col">{t('security.device')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {activity.data.map((entry) => (
                <Table.Tr key={`${entry.at}-${entry.ip}-${entry.device}`}>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(entry.at)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <ToneBadge tone={entry.success ? 'positive' : 'negative'} size="sm">
                        {entry.success ? t('security.succeeded') : t('security.failed')}
                      </ToneBadge>
                      {entry.reason ? (
                        <Text size="xs" c="dimmed">
                          {t(`security.reasons.${entry.reason}`, { defaultValue: entry.reason })}
                        </Text>
                      ) : null}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {entry.ip}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{entry.device}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </SectionCard>
  );
}
