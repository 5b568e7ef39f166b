import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const VotesPage = lazyPage(() => import('./votes-page'), 'VotesPage', ['voting']);
const ProposalPage = lazyPage(() => import('./proposal-page'), 'ProposalPage', ['voting']);

/** The investor's proposals and the page of each, with its ballot. */
export const votingRoutes = (
  <>
    <Route path="votes" element={<VotesPage />} />
    <Route path="votes/:id" element={<ProposalPage />} />
  </>
);
