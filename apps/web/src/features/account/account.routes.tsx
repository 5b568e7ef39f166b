import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { bankDetailsRoute } from '../funding';

const AccountLayout = lazyPage(() => import('./account-layout'), 'AccountLayout');
const SecurityPage = lazyPage(() => import('./security-page'), 'SecurityPage');
const AccountSettingsPage = lazyPage(() => import('./account-settings-page'), 'AccountSettingsPage');
const ProfileSettingsPage = lazyPage(() => import('./settings/profile-page'), 'ProfileSettingsPage', ['onboarding']);
const ContactSettingsPage = lazyPage(() => import('./settings/contact-page'), 'ContactSettingsPage', ['onboarding']);
const TaxSettingsPage = lazyPage(() => import('./settings/tax-page'), 'TaxSettingsPage', ['onboarding']);
const DocumentsPage = lazyPage(() => import('./documents/documents-page'), 'DocumentsPage');

/** The account area: every section in one layout, bank details (funding's) among them. */
export const accountRoutes = (
  <Route element={<AccountLayout />}>
    <Route path="account/settings" element={<AccountSettingsPage />} />
    <Route path="account/profile" element={<ProfileSettingsPage />} />
    <Route path="account/contact" element={<ContactSettingsPage />} />
    <Route path="account/tax" element={<TaxSettingsPage />} />
    <Route path="account/documents" element={<DocumentsPage />} />
    <Route path="account/security" element={<SecurityPage />} />
    {bankDetailsRoute}
  </Route>
);
