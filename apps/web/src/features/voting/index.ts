export { ProposalStateBadge } from './proposal-state-badge';
export { votingRoutes } from './voting.routes';
