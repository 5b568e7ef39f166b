export { AccountValueSection } from './account-value-section';
export { StatementsSection } from './statements-section';
