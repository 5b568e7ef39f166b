import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const DashboardPage = lazyPage(() => import('./dashboard-page'), 'DashboardPage', ['funding']);

export const dashboardRoutes = <Route path="dashboard" element={<DashboardPage />} />;
