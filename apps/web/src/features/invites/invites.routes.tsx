import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const InvitesPage = lazyPage(() => import('./invites-page'), 'InvitesPage', ['rewards']);

export const invitesRoutes = <Route path="invites" element={<InvitesPage />} />;
