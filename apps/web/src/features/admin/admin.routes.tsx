import { Navigate, Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { RequireAdmin } from './require-admin';

const ConsoleLayout = lazyPage(() => import('./console/console-layout'), 'ConsoleLayout', ['admin']);
const UsersPage = lazyPage(() => import('./users/users-page'), 'UsersPage', ['admin']);
const UserPage = lazyPage(() => import('./users/user-page'), 'UserPage', ['admin']);
const AuditPage = lazyPage(() => import('./audit/audit-page'), 'AuditPage', ['admin']);
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
    <Route path="admin" element={<ConsoleLayout />}>
      <Route index element={<Navigate to="onboarding" replace />} />
      <Route path="users" element={<UsersPage />} />
      <Route path="users/:id" element={<UserPage />} />
      <Route path="audit" element={<AuditPage />} />
      <Route path="onboarding" element={<OnboardingUsersPage />} />
      <Route path="onboarding/:id" element={<OnboardingUserPage />} />
      <Route path="offerings" element={<AdminOfferingsPage />} />
      <Route path="offerings/new" element={<AdminOfferingNewPage />} />
      <Route path="offerings/:id" element={<AdminOfferingPage />} />
      <Route path="proposals" element={<ProposalsAdminPage />} />
      <Route path="proposals/new" element={<NewProposalPage />} />
    </Route>
  </Route>
);
