import type { OrderReportRow } from '@invest/contracts';
import { Alert, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { formatDateTime } from '../../shared/format/date-time';
import { AlertIcon, FileIcon } from '../../shared/ui/icons';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { QueryError } from '../../shared/ui/query-error';
import { ReflowCell, ReflowTable, ReflowTitle } from '../../shared/ui/reflow-table';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { historyFiguresOf, historyTypeTextOf, isMovement, movementSideTextOf } from './history-entry';
import { OrderStatusBadge } from './order-status-badge';
import { OrdersPagination } from './orders-pagination';
import { SideLabel } from './side-label';
import classes from './trading.module.css';
import { type ReportDates, useOrderReportFileMutation, useOrderReportQuery } from './trading-reports.api';

const pageSizes = ['10', '20', '50', '100'];

/** The file a download is saved as, named by its period as the server names it. */
const fileNameOf = (dates: ReportDates) => `orders-${dates.startDate ?? 'start'}-${dates.endDate ?? 'today'}.csv`;

function saveFile(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The report's column headers, in order. */
function useReportColumns() {
  const { t } = useTranslation();
  return {
    time: t('trading.orders.time'),
    market: t('trading.orders.market'),
    side: t('trading.orders.side'),
    type: t('trading.history.type'),
    price: t('trading.orders.price'),
    quantity: t('trading.orders.quantity'),
    filledQuantity: t('trading.orders.filledQuantity'),
    fee: t('trading.history.fee'),
    status: t('trading.orders.status'),
  };
}

function ReportRow({ row, columns }: { row: OrderReportRow; columns: ReturnType<typeof useReportColumns> }) {
  const { t } = useTranslation();
  const figures = historyFiguresOf(row, t);
  return (
    <Table.Tr>
      <ReflowCell label={columns.time} className={classes.numeric}>
        {formatDateTime(row.TransactionTime)}
      </ReflowCell>
      <ReflowTitle fw={600}>{row.ShareName}</ReflowTitle>
      <ReflowCell label={columns.side}>
        {typeof row.Side === 'number' ? <SideLabel side={row.Side} size="sm" /> : movementSideTextOf(row, t)}
      </ReflowCell>
      <ReflowCell label={columns.type}>{historyTypeTextOf(row, t)}</ReflowCell>
      <ReflowCell label={columns.price} ta="right" className={classes.numeric}>
        {figures.price}
      </ReflowCell>
      <ReflowCell label={columns.quantity} ta="right" className={classes.numeric}>
        {figures.quantity}
      </ReflowCell>
      <ReflowCell label={columns.filledQuantity} ta="right" className={classes.numeric}>
        {figures.filled}
      </ReflowCell>
      <ReflowCell label={columns.fee} ta="right" className={classes.numeric}>
        {figures.fee}
      </ReflowCell>
      <ReflowCell label={columns.status}>
        {isMovement(row) ? (
          <ToneBadge tone="positive">{t('trading.history.completed')}</ToneBadge>
        ) : (
          <OrderStatusBadge status={row.LastOrderStatus} />
        )}
      </ReflowCell>
    </Table.Tr>
  );
}

/**
 * The investor's order history (SPEC 7 reports/orders): every order placed, and every deposit and
 * withdrawal of the trading account (SPEC 4 order types), between two days they choose, as many per
 * page as they ask, and the whole period to download as a CSV file.
 */
export function OrderHistoryView() {
  const { t } = useTranslation();
  const columns = useReportColumns();
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [limit, setLimit] = useState(20);
  const [page, setPage] = useState(1);
  const dates: ReportDates = { ...(startDate && { startDate }), ...(endDate && { endDate }) };
  const isRangeValid = !startDate || !endDate || startDate <= endDate;
  const report = useOrderReportQuery({ ...dates, page, limit }, { skip: !isRangeValid });
  const [download, downloading] = useOrderReportFileMutation();

  const onDownload = async () => {
    const url = await download(dates)
      .unwrap()
      .catch(() => null);
    if (url) saveFile(url, fileNameOf(dates));
  };
  const changeDate = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  let body: ReactNode;
  if (!isRangeValid) body = null;
  else if (report.isLoading) body = <ListSkeleton />;
  else if (report.isError || !report.data) {
    body = <QueryError error={report.error} onRetry={() => void report.refetch()} />;
  } else if (report.data.items.length === 0) {
    body = (
      <Text size="sm" c="dimmed" py="md">
        {t('trading.history.empty')}
      </Text>
    );
  } else {
    const pages = Math.max(1, Math.ceil(report.data.total / limit));
    body = (
      <Stack gap="sm">
        <ReflowTable
          reflowBelow="md"
          labels={Object.values(columns)}
          verticalSpacing="xs"
          fz="sm"
          aria-label={t('trading.history.caption')}
        >
          {report.data.items.map((row) => (
            <ReportRow key={row.OrderId} row={row} columns={columns} />
          ))}
        </ReflowTable>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('trading.history.count', { count: report.data.total })}
          </Text>
          <OrdersPagination pages={pages} page={page} onChange={setPage} />
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t('trading.history.from')}
          value={startDate}
          onChange={(event) => changeDate(setStartDate)(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('trading.history.to')}
          value={endDate}
          onChange={(event) => changeDate(setEndDate)(event.currentTarget.value)}
          error={isRangeValid ? undefined : t('trading.history.endBeforeStart')}
        />
        <Select
          label={t('trading.history.pageSize')}
          w={120}
          allowDeselect={false}
          value={String(limit)}
          data={pageSizes}
          onChange={(value) => {
            if (!value) return;
            setLimit(Number(value));
            setPage(1);
          }}
        />
        <Button
          variant="default"
          leftSection={<FileIcon size={16} />}
          loading={downloading.isLoading}
          disabled={!isRangeValid}
          onClick={() => void onDownload()}
        >
          {t('trading.history.download')}
        </Button>
      </Group>
      {downloading.isError ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {isApiError(downloading.error) && downloading.error.message
            ? downloading.error.message
            : t('trading.history.downloadFailed')}
        </Alert>
      ) : null}
      {body}
    </Stack>
  );
}
