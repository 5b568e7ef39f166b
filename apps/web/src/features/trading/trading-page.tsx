import { Alert, Anchor } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { EmptyState } from '../../shared/ui/empty-state';
import { TrendIcon } from '../../shared/ui/icons';
import { PageLoader } from '../../shared/ui/page-loader';
import { QueryError } from '../../shared/ui/query-error';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { OrderActivityProvider } from './order-activity';
import { useCurrenciesQuery, useTradingAssetsQuery } from './trading.api';
import { currencySelected, orderFormCleared } from './trading.slice';
import { TradingScreen } from './trading-screen';

/** Markets open and close, and prices move: the market list is asked for again this often. */
const marketsRefreshMs = 60_000;

const pathOf = (symbol: string) => `/trading/${encodeURIComponent(symbol)}`;

/**
 * `/trading/:symbol`: the trading screen of a market. `/trading` opens the market chosen last (SPEC 4:
 * the currency, kept in local storage under "currency"), or the first one.
 */
export function TradingPage() {
  const { t } = useTranslation();
  usePageTitle(t('trading.pageTitle'));
  const { symbol } = useParams();
  const dispatch = useAppDispatch();
  const stored = useAppSelector((state) => state.trading.currency);
  const user = useAppSelector((state) => state.auth.user);
  const currencies = useCurrenciesQuery(undefined, { pollingInterval: marketsRefreshMs });
  const assets = useTradingAssetsQuery(undefined, { pollingInterval: marketsRefreshMs });
  const market = currencies.data?.find((candidate) => candidate.Symbol === symbol);

  useEffect(() => {
    if (!market || market.Symbol === stored) return;
    dispatch(currencySelected(market.Symbol));
    dispatch(orderFormCleared());
  }, [market, stored, dispatch]);

  if (currencies.isLoading || !user) return <PageLoader />;
  if (currencies.isError || !currencies.data) {
    return <QueryError error={currencies.error} onRetry={() => void currencies.refetch()} />;
  }
  const [first] = currencies.data;
  if (!first) return <EmptyState icon={<TrendIcon />}>{t('trading.noMarkets')}</EmptyState>;
  if (!symbol) {
    const chosen = currencies.data.find((candidate) => candidate.Symbol === stored) ?? first;
    return <Navigate to={pathOf(chosen.Symbol)} replace />;
  }
  if (!market) {
    return (
      <Alert color="yellow" variant="light" title={t('trading.unknownMarket', { symbol })}>
        <Anchor component={Link} to={pathOf(first.Symbol)}>
          {t('trading.showFirstMarket')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <OrderActivityProvider>
      <TradingScreen market={market} markets={currencies.data} assets={assets.data} user={user} />
    </OrderActivityProvider>
  );
}
