import type { Sweep } from '@invest/contracts';
import { Button, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithKey, useActionKeys } from '../../../shared/api/action-key';
import { formatDateTime } from '../../../shared/format/date-time';
import { formatMoney } from '../../../shared/format/money';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { SectionCard } from '../../../shared/ui/section-card';
import { TableHead } from '../../../shared/ui/table-head';
import { type BadgeTone, ToneBadge } from '../../../shared/ui/tone-badge';
import { WhenLoaded } from '../../../shared/ui/when-loaded';
import { useStartSweepMutation, useSweepStatusQuery } from './gas-station.api';

/** How often a running sweep's status is asked again. */
const pollMs = 2000;

const statusTones: Record<Sweep['status'], BadgeTone> = {
  PENDING: 'warning',
  COMPLETED: 'positive',
  FAILED: 'negative',
};

function SweepStatus({ sweep }: { sweep: Sweep }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <ToneBadge tone={statusTones[sweep.status]}>{t(`admin.gasStation.statuses.${sweep.status}`)}</ToneBadge>
        <Text size="sm">{t('admin.gasStation.sweepStatus', { time: formatDateTime(sweep.created_at) })}</Text>
        {sweep.completed_at ? (
          <Text size="sm" c="dimmed">
            {t('admin.gasStation.completedAt', { time: formatDateTime(sweep.completed_at) })}
          </Text>
        ) : null}
        {sweep.status === 'PENDING' ? (
          <Group gap={6} role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('admin.gasStation.polling')}
            </Text>
          </Group>
        ) : null}
      </Group>
      {sweep.transfers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.gasStation.noTransfers')}
        </Text>
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" aria-label={t('admin.gasStation.transfersTable')}>
              <TableHead
                labels={[
                  t('admin.gasStation.chain'),
                  t('admin.gasStation.address'),
                  t('admin.gasStation.amount'),
                  t('admin.gasStation.status'),
                ]}
              />
              <Table.Tbody>
                {sweep.transfers.map((transfer) => (
                  <Table.Tr key={transfer.reference}>
                    <Table.Td>{transfer.chain}</Table.Td>
                    <Table.Td ff="monospace" fz="xs">
                      {transfer.address}
                    </Table.Td>
                    <Table.Td>{formatMoney(transfer.amount, 'USDC')}</Table.Td>
                    <Table.Td>
                      <ToneBadge tone={statusTones[transfer.status]}>
                        {t(`admin.gasStation.statuses.${transfer.status}`)}
                      </ToneBadge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}

/**
 * The sweep: the latest one's status and transfers, asked again every two seconds while it runs, and
 * a new one started after a confirmation, under one Idempotency-Key per confirmed start.
 */
export function SweepCard() {
  const { t } = useTranslation();
  const [isPolling, setPolling] = useState(false);
  const status = useSweepStatusQuery(undefined, { pollingInterval: isPolling ? pollMs : 0 });
  const isRunning = status.data?.sweep?.status === 'PENDING';
  if (isRunning !== isPolling) setPolling(isRunning);
  const [start, starting] = useStartSweepMutation();
  const keys = useActionKeys();
  const [isConfirming, setConfirming] = useState(false);

  const onConfirm = async () => {
    const started = await sendWithKey(keys, {}, (idempotencyKey) => start({ idempotencyKey }).unwrap()).catch(
      () => null,
    );
    setConfirming(false);
    if (started) notifications.show({ color: 'green', message: t('admin.gasStation.started') });
  };

  return (
    <SectionCard
      id="sweep-title"
      title={t('admin.gasStation.sweepTitle')}
      description={t('admin.gasStation.sweepDescription')}
      aside={
        <Button onClick={() => setConfirming(true)} disabled={isRunning}>
          {t('admin.gasStation.startSweep')}
        </Button>
      }
    >
      <WhenLoaded query={status}>
        {({ sweep }) =>
          sweep ? (
            <SweepStatus sweep={sweep} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('admin.gasStation.noSweep')}
            </Text>
          )
        }
      </WhenLoaded>
      <ConfirmDialog
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void onConfirm()}
        title={t('admin.gasStation.confirmTitle')}
        cancelLabel={t('admin.gasStation.cancel')}
        confirmLabel={t('admin.gasStation.confirm')}
        isConfirming={starting.isLoading}
      >
        <Text size="sm">{t('admin.gasStation.confirmText')}</Text>
      </ConfirmDialog>
    </SectionCard>
  );
}
