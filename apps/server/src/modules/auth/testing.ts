export * from './auth.test-factories';
export { totpCode } from './two-factor/totp';
