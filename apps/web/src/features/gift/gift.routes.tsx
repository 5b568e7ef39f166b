import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const GiftPage = lazyPage(() => import('./gift-page'), 'GiftPage', ['rewards']);
const GiftLinkPage = lazyPage(() => import('./gift-link-page'), 'GiftLinkPage', ['rewards']);

/**
 * Gift cards: the gift link a recipient opens, readable by anyone (`open`), and the page where a
 * signed-in user sends cards and follows them (`signedIn`).
 */
export const giftRoutes = {
  open: <Route path="gift/:code" element={<GiftLinkPage />} />,
  signedIn: <Route path="gift" element={<GiftPage />} />,
};
