import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const LegalTermsPage = lazyPage(() => import('./legal-terms-page'), 'LegalTermsPage', ['legal']);

/** The default terms document, open to anyone. */
export const legalRoutes = <Route path="legal/terms" element={<LegalTermsPage />} />;
