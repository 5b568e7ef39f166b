import type { AdminOrderDetail } from '@invest/contracts';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/date-time';
import { formatExchangeAmount, formatMoney } from '../../../shared/format/money';
import { SectionCard } from '../../../shared/ui/section-card';
import { TableHead } from '../../../shared/ui/table-head';
import classes from './admin-orders.module.css';
import { FillProgressChart } from './fill-progress-chart';
import { shortOrderId } from './order-text';

/** The order's fills, oldest first, under a chart of how it filled; the other side only by its order. */
export function OrderFillsCard({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { Fills: fills, BaseAsset: base, QuoteAsset: quote } = detail;
  return (
    <SectionCard
      id="order-fills-title"
      title={t('admin.orders.detail.fills')}
      description={t('admin.orders.detail.fillsDescription')}
    >
      {fills.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.orders.detail.noFills')}
        </Text>
      ) : (
        <>
          <FillProgressChart detail={detail} />
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" aria-label={t('admin.orders.detail.fillsLabel')}>
              <TableHead
                labels={[
                  t('admin.orders.detail.fillColumns.time'),
                  t('admin.orders.detail.fillColumns.price', { asset: quote }),
                  t('admin.orders.detail.fillColumns.quantity', { asset: base }),
                  t('admin.orders.detail.fillColumns.cost', { asset: quote }),
                  t('admin.orders.detail.fillColumns.fee', { asset: quote }),
                  t('admin.orders.detail.fillColumns.liquidity'),
                  t('admin.orders.detail.fillColumns.counterparty'),
                ]}
              />
              <Table.Tbody>
                {fills.map((fill) => (
                  <Table.Tr key={fill.ExecutionId}>
                    <Table.Td className={classes.numeric}>{formatDateTime(fill.TransactionTime)}</Table.Td>
                    <Table.Td className={classes.numeric}>{formatExchangeAmount(fill.Price)}</Table.Td>
                    <Table.Td className={classes.numeric}>{formatExchangeAmount(fill.Quantity)}</Table.Td>
                    <Table.Td className={classes.numeric}>{formatMoney(fill.Cost, quote)}</Table.Td>
                    <Table.Td className={classes.numeric}>{formatMoney(fill.Fee, quote)}</Table.Td>
                    <Table.Td>{t(`admin.orders.detail.liquidity.${fill.Liquidity}`)}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/admin/orders/${fill.CounterpartyOrderId}`}
                        ff="monospace"
                        size="sm"
                        aria-label={t('admin.orders.detail.counterpartyOrder', {
                          id: shortOrderId(fill.CounterpartyOrderId),
                        })}
                      >
                        {shortOrderId(fill.CounterpartyOrderId)}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </SectionCard>
  );
}
