import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const ContactPage = lazyPage(() => import('./contact-page'), 'ContactPage', ['messages']);

/** The contact and support form, open to anyone, signed in or not. */
export const messagesRoutes = <Route path="contact" element={<ContactPage />} />;
