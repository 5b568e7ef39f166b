export type { VoterContact } from './voting.deps';
export { createVotingModule, type VotingModule } from './voting.module';
