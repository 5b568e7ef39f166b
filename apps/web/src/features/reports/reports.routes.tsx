import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const ReportsPage = lazyPage(() => import('./reports-page'), 'ReportsPage', ['app', 'reports']);

export const reportsRoutes = <Route path="reports" element={<ReportsPage />} />;
