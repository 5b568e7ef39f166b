import type { AdminOrderBalanceChange, AdminOrderDetail } from '@invest/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { SectionCard } from '../../../shared/ui/section-card';
import { TableHead } from '../../../shared/ui/table-head';
import classes from './admin-orders.module.css';
import { netChangesOf } from './order-movements';
import { formatBalanceChange } from './order-text';

function ChangeCells({ change, quote }: { change: AdminOrderBalanceChange; quote: string }) {
  return (
    <>
      <Table.Td fw={600}>{change.Asset}</Table.Td>
      <Table.Td className={classes.numeric}>{formatBalanceChange(change.Available, change.Asset, quote)}</Table.Td>
      <Table.Td className={classes.numeric}>{formatBalanceChange(change.Held, change.Asset, quote)}</Table.Td>
    </>
  );
}

/**
 * What the order moved in the investor's balances, one ledger transaction after the other (a
 * transaction that moved two assets spans two rows), and their sum: the order's whole effect.
 */
export function OrderMovementsCard({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { Movements: movements, QuoteAsset: quote } = detail;
  const net = netChangesOf(movements);
  return (
    <SectionCard
      id="order-movements-title"
      title={t('admin.orders.detail.movements')}
      description={t('admin.orders.detail.movementsDescription')}
    >
      {movements.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.orders.detail.noMovements')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" aria-label={t('admin.orders.detail.movementsLabel')}>
            <TableHead
              labels={[
                t('admin.orders.detail.movementColumns.time'),
                t('admin.orders.detail.movementColumns.movement'),
                t('admin.orders.detail.movementColumns.asset'),
                t('admin.orders.detail.movementColumns.available'),
                t('admin.orders.detail.movementColumns.held'),
              ]}
            />
            <Table.Tbody>
              {movements.flatMap((movement) =>
                movement.Changes.map((change, index) => (
                  <Table.Tr key={`${movement.TransactionId}:${change.Asset}`}>
                    {index === 0 ? (
                      <>
                        <Table.Td rowSpan={movement.Changes.length} className={classes.numeric}>
                          {formatDateTime(movement.TransactionTime)}
                        </Table.Td>
                        <Table.Td rowSpan={movement.Changes.length}>
                          {t(`admin.orders.detail.movementKinds.${movement.Kind}`)}
                        </Table.Td>
                      </>
                    ) : null}
                    <ChangeCells change={change} quote={quote} />
                  </Table.Tr>
                )),
              )}
            </Table.Tbody>
            <Table.Tfoot className={classes.totals}>
              {net.map((change, index) => (
                <Table.Tr key={change.Asset}>
                  {index === 0 ? (
                    <Table.Th scope="row" colSpan={2} rowSpan={net.length}>
                      {t('admin.orders.detail.netChange')}
                    </Table.Th>
                  ) : null}
                  <ChangeCells change={change} quote={quote} />
                </Table.Tr>
              ))}
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
