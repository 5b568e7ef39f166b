export { AccountValueSection } from './account-value-section';
