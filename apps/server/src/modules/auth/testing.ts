export * from './auth.test-factories';
export { totpCode } from './totp';
