import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const SecurityPage = lazyPage(() => import('./security-page'), 'SecurityPage');
const AccountSettingsPage = lazyPage(() => import('./account-settings-page'), 'AccountSettingsPage');

export const accountRoutes = (
  <>
    <Route path="account/security" element={<SecurityPage />} />
    <Route path="account/settings" element={<AccountSettingsPage />} />
  </>
);
