export { grantSignupReward } from './signup-reward';
