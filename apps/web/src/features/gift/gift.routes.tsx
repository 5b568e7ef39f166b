import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const GiftPage = lazyPage(() => import('./gift-page'), 'GiftPage');

export const giftRoutes = <Route path="gift/*" element={<GiftPage />} />;
