import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { RequireAdmin } from './require-admin';

const OnboardingUsersPage = lazyPage(() => import('./onboarding/onboarding-users-page'), 'OnboardingUsersPage', [
  'admin',
]);
const OnboardingUserPage = lazyPage(() => import('./onboarding/onboarding-user-page'), 'OnboardingUserPage', ['admin']);

/** The administrators' pages, behind their guard. */
export const adminRoutes = (
  <Route element={<RequireAdmin />}>
    <Route path="admin/onboarding" element={<OnboardingUsersPage />} />
    <Route path="admin/onboarding/:id" element={<OnboardingUserPage />} />
  </Route>
);
