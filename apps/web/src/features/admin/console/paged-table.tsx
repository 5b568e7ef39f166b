import type { Page } from '@invest/contracts';
import { Paper, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPager } from '../../../shared/ui/list-pager';
import { TableHead } from '../../../shared/ui/table-head';

/**
 * One page of a console list as a table named `label` (its rows are `children`), scrolling sideways
 * below `minWidth`, with which items it shows and the pages to move between below it.
 */
export function PagedTable({
  page,
  label,
  headers,
  range,
  pagerLabel,
  onPage,
  minWidth = 720,
  isDense = false,
  children,
}: {
  page: Page<unknown>;
  label: string;
  headers: string[];
  range: (shown: { from: number; to: number; total: number }) => string;
  pagerLabel: string;
  onPage: (page: number) => void;
  minWidth?: number;
  isDense?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Paper withBorder>
        <Table.ScrollContainer minWidth={minWidth}>
          <Table verticalSpacing={isDense ? 'xs' : 'sm'} highlightOnHover aria-label={label}>
            <TableHead labels={headers} />
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <ListPager list={page} range={range} label={pagerLabel} onChange={onPage} />
    </Stack>
  );
}
