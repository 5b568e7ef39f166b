import { Table, type TableProps, type TableTdProps, type TableThProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './reflow-table.module.css';
import { TableHead } from './table-head';

interface ReflowTableProps extends Omit<TableProps, 'children'> {
  /** The column headers, in the order of each row's cells. */
  labels: string[];
  'aria-label': string;
  /**
   * Below which width of its container the table becomes cards: `md` (48em) for a table of many
   * columns, `sm` (30em) for one of a few that fits a narrow column as it is.
   */
  reflowBelow: 'sm' | 'md';
  /** The rows: `Table.Tr`s of `ReflowTitle`, `ReflowCell` and `ReflowActions`. */
  children: ReactNode;
}

/**
 * A data table that fits any width: where its container is narrower than `reflowBelow` (a phone, a
 * narrow column) each row becomes a card, its title first, each value beside its column's label, and
 * its actions last, so no column is cut off and no action needs a sideways scroll to be reached.
 */
export function ReflowTable({ labels, reflowBelow, children, ...tableProps }: ReflowTableProps) {
  return (
    <div className={classes.frame} data-reflow-below={reflowBelow}>
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
 * A value of a row; where the table reflows, it stands beside `label`, its column's header, or under
 * it when `isLong` (a sentence). The label is drawn by the style sheet, so the cell's text stays its
 * value wherever the table is a table.
 */
export function ReflowCell({
  label,
  isLong = false,
  children,
  ...props
}: TableTdProps & { label: string; isLong?: boolean }) {
  return (
    <Table.Td {...props} data-reflow={isLong ? 'long' : 'value'} data-label={label}>
      <div className={classes.value}>{children}</div>
    </Table.Td>
  );
}

/** The row's buttons and links: the card's last line where the table reflows. */
export function ReflowActions(props: TableTdProps) {
  return <Table.Td {...props} data-reflow="actions" />;
}
