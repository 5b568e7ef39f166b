import { orderStatusCodes } from '@invest/contracts/trading-codes';
import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrenciesQuery } from '../../trading';
import { isDateRangeValid, isEmailFilterValid, noFilters, type OrderFilters } from './admin-order-search';

const orderTypeCodes = ['1', '2', '3', '4'] as const;

/**
 * Every filter of GET /api/admin/orders: the investor's email, market, side, type, status and the days
 * the orders were placed. Applied together on submit (Enter in any field), so typing an email does not
 * search at each letter.
 */
export function AdminOrderFilters({
  applied,
  onApply,
}: {
  applied: OrderFilters;
  onApply: (filters: OrderFilters) => void;
}) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(applied);
  const [isChecked, setIsChecked] = useState(false);
  const markets = useCurrenciesQuery();
  const set = (patch: Partial<OrderFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const isEmailValid = isEmailFilterValid(filters.email);
  const isRangeValid = isDateRangeValid(filters);
  const symbols = new Set([...(markets.data ?? []).map((market) => market.Symbol), filters.shareName].filter(Boolean));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    if (isEmailValid && isRangeValid) onApply(filters);
  };
  const onClear = () => {
    setFilters(noFilters);
    setIsChecked(false);
    onApply(noFilters);
  };

  return (
    <Paper withBorder p="lg">
      <form onSubmit={onSubmit} aria-label={t('admin.orders.filters.label')} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <TextInput
              type="email"
              autoComplete="off"
              label={t('admin.orders.filters.email')}
              value={filters.email}
              onChange={(event) => set({ email: event.currentTarget.value })}
              error={isChecked && !isEmailValid ? t('admin.orders.filters.emailTooShort') : undefined}
            />
            <Select
              label={t('admin.orders.filters.market')}
              placeholder={t('admin.orders.filters.anyMarket')}
              data={[...symbols].sort()}
              value={filters.shareName || null}
              onChange={(value) => set({ shareName: value ?? '' })}
              searchable
              clearable
            />
            <Select
              label={t('admin.orders.filters.side')}
              placeholder={t('admin.orders.filters.anySide')}
              data={[
                { value: '1', label: t('trading.side.buy') },
                { value: '2', label: t('trading.side.sell') },
              ]}
              value={filters.side || null}
              onChange={(value) => set({ side: value ?? '' })}
              clearable
            />
            <Select
              label={t('admin.orders.filters.orderType')}
              placeholder={t('admin.orders.filters.anyType')}
              data={orderTypeCodes.map((code) => ({ value: code, label: t(`admin.orders.orderTypes.${code}`) }))}
              value={filters.orderType || null}
              onChange={(value) => set({ orderType: value ?? '' })}
              clearable
            />
            <Select
              label={t('admin.orders.filters.status')}
              placeholder={t('admin.orders.filters.anyStatus')}
              data={orderStatusCodes.map((code) => ({ value: code, label: t(`trading.status.${code}`) }))}
              value={filters.status || null}
              onChange={(value) => set({ status: value ?? '' })}
              clearable
            />
            <TextInput
              type="date"
              label={t('admin.orders.filters.from')}
              value={filters.startDate}
              onChange={(event) => set({ startDate: event.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('admin.orders.filters.to')}
              value={filters.endDate}
              onChange={(event) => set({ endDate: event.currentTarget.value })}
              error={isRangeValid ? undefined : t('admin.orders.filters.endBeforeStart')}
            />
          </SimpleGrid>
          <Group gap="sm">
            <Button type="submit">{t('admin.orders.filters.apply')}</Button>
            <Button variant="default" onClick={onClear}>
              {t('admin.orders.filters.clear')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
