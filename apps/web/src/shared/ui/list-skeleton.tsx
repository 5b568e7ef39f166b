import { Skeleton, Stack } from '@mantine/core';

/** The loading state of a list or table: three grey rows, marked busy for assistive technology. */
export function ListSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true">
      <Skeleton height={40} />
      <Skeleton height={40} />
      <Skeleton height={40} />
    </Stack>
  );
}
