import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const TradingPage = lazyPage(() => import('./trading-page'), 'TradingPage', ['trading']);

export const tradingRoutes = (
  <>
    <Route path="trading" element={<TradingPage />} />
    <Route path="trading/:symbol" element={<TradingPage />} />
  </>
);
