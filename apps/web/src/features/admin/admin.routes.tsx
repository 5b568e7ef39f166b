import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { RequireAdmin } from './require-admin';
import { RequireSuperAdmin } from './require-super-admin';

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
const ErrorReportsPage = lazyPage(() => import('./monitoring/error-reports-page'), 'ErrorReportsPage', ['admin']);
const AdminOrdersPage = lazyPage(() => import('./orders/admin-orders-page'), 'AdminOrdersPage', ['admin', 'trading']);
const AdminOrderPage = lazyPage(() => import('./orders/admin-order-page'), 'AdminOrderPage', ['admin', 'trading']);
const AdminMarketsPage = lazyPage(() => import('./markets/admin-markets-page'), 'AdminMarketsPage', [
  'admin',
  'trading',
]);
const AdminMarketNewPage = lazyPage(() => import('./markets/admin-market-new-page'), 'AdminMarketNewPage', [
  'admin',
  'trading',
]);
const AdminMarketPage = lazyPage(() => import('./markets/admin-market-page'), 'AdminMarketPage', ['admin', 'trading']);
const DomainSettingsPage = lazyPage(() => import('./domain/domain-settings-page'), 'DomainSettingsPage', ['admin']);
const AdminDashboardPage = lazyPage(() => import('./dashboard/admin-dashboard-page'), 'AdminDashboardPage', ['admin']);
const AdminReportsPage = lazyPage(() => import('./reports/admin-reports-page'), 'AdminReportsPage', ['admin']);
const BonusesPage = lazyPage(() => import('./bonuses/bonuses-page'), 'BonusesPage', ['admin']);
const GasStationPage = lazyPage(() => import('./gas-station/gas-station-page'), 'GasStationPage', ['admin']);

/** The administrators' pages, behind their guard. */
export const adminRoutes = (
  <Route element={<RequireAdmin />}>
    <Route path="admin" element={<ConsoleLayout />}>
      <Route index element={<AdminDashboardPage />} />
      <Route path="reports" element={<AdminReportsPage />} />
      <Route path="bonuses" element={<BonusesPage />} />
      <Route path="gas-station" element={<GasStationPage />} />
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
      <Route path="orders" element={<AdminOrdersPage />} />
      <Route path="orders/:id" element={<AdminOrderPage />} />
      <Route path="markets" element={<AdminMarketsPage />} />
      <Route path="markets/new" element={<AdminMarketNewPage />} />
      <Route path="markets/:symbol" element={<AdminMarketPage />} />
      <Route path="error-reports" element={<ErrorReportsPage />} />
      <Route element={<RequireSuperAdmin />}>
        <Route path="domain" element={<DomainSettingsPage />} />
      </Route>
    </Route>
  </Route>
);
