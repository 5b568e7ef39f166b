import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Pages of a list of orders, newest first: "Newer" goes back a page, "Older" forward; nothing for one page. */
export function OrdersPagination({
  pages,
  page,
  onChange,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Pagination
      size="sm"
      total={pages}
      value={page}
      onChange={onChange}
      getControlProps={(control) => ({
        'aria-label': control === 'previous' ? t('trading.orders.previous') : t('trading.orders.next'),
      })}
    />
  );
}
