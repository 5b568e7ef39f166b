export type { VoterContact } from './voting.deps';
export { createVotingModule, type VotingModule } from './voting.module';
export { type ProposalNewsEvent, proposalNewsTopic } from './voting-news';
