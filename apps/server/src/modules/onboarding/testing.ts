export * from './onboarding.test-factories';
