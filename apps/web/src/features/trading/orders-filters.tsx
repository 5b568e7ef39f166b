import { Checkbox, Group, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { FieldGroup } from '../../shared/ui/field-group';
import { type OpenOrdersFilter, openOrdersFilterUpdated } from './trading.slice';

/** SPEC 3 openOrdersFilter: orders of all markets or this one, buys, sells. */
export function OrdersFilters() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const filter = useAppSelector((state) => state.trading.openOrdersFilter);
  const set = (patch: Partial<OpenOrdersFilter>) => dispatch(openOrdersFilterUpdated(patch));
  return (
    <FieldGroup label={t('trading.orders.filters')}>
      <Group gap="lg" mt={6}>
        <Switch
          label={t('trading.orders.allMarkets')}
          checked={filter.showAllMarkets}
          onChange={(event) => set({ showAllMarkets: event.currentTarget.checked })}
        />
        <Checkbox
          label={t('trading.orders.buys')}
          checked={filter.showBuy}
          onChange={(event) => set({ showBuy: event.currentTarget.checked })}
        />
        <Checkbox
          label={t('trading.orders.sells')}
          checked={filter.showSell}
          onChange={(event) => set({ showSell: event.currentTarget.checked })}
        />
      </Group>
    </FieldGroup>
  );
}
