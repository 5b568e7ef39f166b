import { Table, type TableProps, type TableTdProps, type TableThProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './reflow-table.module.css';
import { TableHead } from './table-head';

interface ReflowTableProps extends Omit<TableProps, 'children'> {
  /** The column headers, in the order of each row's cells. */
  labels: string[];
  'aria-label': string;
  /** The rows: `Table.Tr`s of `ReflowTitle`, `ReflowCell` and `ReflowActions`. */
  children: ReactNode;
}

/**
 * A data table that fits any width: where its container is narrower than 48em (a phone, a narrow
 * column) each row becomes a card, its title first, each value beside its column's label, and its
 * actions last, so no column is cut off and no action needs a sideways scroll to be reached.
 */
export function ReflowTable({ labels, children, ...tableProps }: ReflowTableProps) {
  return (
    <div className={classes.frame}>
      <Table {...tableProps} className={classes.table}>
        <TableHead labels={labels} />
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </div>
  );
}

/** The cell that names its row (a row header): the card's title where the table reflows. */
export function ReflowTitle(props: TableThProps) {
  return <Table.Th scope="row" {...props} data-reflow="title" />;
}

/**
 * A value of a row; where the table reflows, it stands beside `label`, its column's header (hidden
 * from assistive technology, which has the header itself), or under it when `isLong` (a sentence).
 */
export function ReflowCell({
  label,
  isLong = false,
  children,
  ...props
}: TableTdProps & { label: string; isLong?: boolean }) {
  return (
    <Table.Td {...props} data-reflow={isLong ? 'long' : 'value'}>
      <span className={classes.label} aria-hidden="true">
        {label}
      </span>
      <div className={classes.value}>{children}</div>
    </Table.Td>
  );
}

/** The row's buttons and links: the card's last line where the table reflows. */
export function ReflowActions(props: TableTdProps) {
  return <Table.Td {...props} data-reflow="actions" />;
}
