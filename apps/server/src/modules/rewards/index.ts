/** Rewards: gift cards, invitations, signup rewards and user bonuses (ARCHITECTURE.md). */
export { creditSignupReward, signupRewardUnitsOf } from './signup-reward';
