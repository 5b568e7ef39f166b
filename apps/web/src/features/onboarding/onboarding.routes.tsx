import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const FinishProfilePage = lazyPage(() => import('./finish-profile-page'), 'FinishProfilePage', ['onboarding']);

export const onboardingRoutes = <Route path="finish-profile/:step" element={<FinishProfilePage />} />;
