export * from './voting.test-factories';
