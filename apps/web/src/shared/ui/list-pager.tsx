import type { Page } from '@invest/contracts';
import { Group, Pagination, Text } from '@mantine/core';

/** The page number in a list's `?page=` search parameter: a whole number from 1, else 1. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * Below a paged list: which items it shows (`range`, worded by the caller from `from`, `to` and
 * `total`), and the pages to move between when there is more than one, named `label`.
 */
export function ListPager({
  list,
  range,
  label,
  onChange,
}: {
  list: Page<unknown>;
  range: (shown: { from: number; to: number; total: number }) => string;
  label: string;
  onChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(list.total / list.limit));
  const from = (list.page - 1) * list.limit + 1;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {range({ from, to: from + list.items.length - 1, total: list.total })}
      </Text>
      {pages > 1 ? (
        <nav aria-label={label}>
          <Pagination total={pages} value={list.page} onChange={onChange} />
        </nav>
      ) : null}
    </Group>
  );
}
