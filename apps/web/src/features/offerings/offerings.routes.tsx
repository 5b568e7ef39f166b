import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const OfferingsPage = lazyPage(() => import('./offerings-page'), 'OfferingsPage', ['offerings']);
const OfferingPage = lazyPage(() => import('./offering-page'), 'OfferingPage', ['offerings']);
const SubscribePage = lazyPage(() => import('./subscribe-page'), 'SubscribePage', ['offerings', 'onboarding']);
const InvestmentsPage = lazyPage(() => import('./investments-page'), 'InvestmentsPage', ['offerings']);

export const offeringsRoutes = (
  <>
    <Route path="offerings" element={<OfferingsPage />} />
    <Route path="offerings/investments" element={<InvestmentsPage />} />
    <Route path="offerings/:id" element={<OfferingPage />} />
    <Route path="offerings/:id/subscribe" element={<SubscribePage />} />
  </>
);
