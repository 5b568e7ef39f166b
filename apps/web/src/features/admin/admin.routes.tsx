import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { RequireAdmin } from './require-admin';

const OnboardingUsersPage = lazyPage(() => import('./onboarding/onboarding-users-page'), 'OnboardingUsersPage', [
  'admin',
]);
const OnboardingUserPage = lazyPage(() => import('./onboarding/onboarding-user-page'), 'OnboardingUserPage', ['admin']);
const AdminOfferingsPage = lazyPage(() => import('./offerings/admin-offerings-page'), 'AdminOfferingsPage', [
  'admin',
  'offerings',
]);
const AdminOfferingNewPage = lazyPage(() => import('./offerings/admin-offering-new-page'), 'AdminOfferingNewPage', [
  'admin',
  'offerings',
]);
const AdminOfferingPage = lazyPage(() => import('./offerings/admin-offering-page'), 'AdminOfferingPage', [
  'admin',
  'offerings',
]);
const ProposalsAdminPage = lazyPage(() => import('./voting/proposals-admin-page'), 'ProposalsAdminPage', ['voting']);
const NewProposalPage = lazyPage(() => import('./voting/new-proposal-page'), 'NewProposalPage', ['voting']);

/** The administrators' pages, behind their guard. */
export const adminRoutes = (
  <Route element={<RequireAdmin />}>
    <Route path="admin/onboarding" element={<OnboardingUsersPage />} />
    <Route path="admin/onboarding/:id" element={<OnboardingUserPage />} />
    <Route path="admin/offerings" element={<AdminOfferingsPage />} />
    <Route path="admin/offerings/new" element={<AdminOfferingNewPage />} />
    <Route path="admin/offerings/:id" element={<AdminOfferingPage />} />
    <Route path="admin/proposals" element={<ProposalsAdminPage />} />
    <Route path="admin/proposals/new" element={<NewProposalPage />} />
  </Route>
);
