import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const InvitesPage = lazyPage(() => import('./invites-page'), 'InvitesPage');

export const invitesRoutes = <Route path="invites" element={<InvitesPage />} />;
