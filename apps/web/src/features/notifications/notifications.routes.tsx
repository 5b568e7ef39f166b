import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const NotificationsPage = lazyPage(() => import('./notifications-page'), 'NotificationsPage', ['notifications']);

/** The notification centre of the signed-in user. */
export const notificationsRoutes = <Route path="notifications" element={<NotificationsPage />} />;
