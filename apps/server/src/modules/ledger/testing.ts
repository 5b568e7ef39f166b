export * from './ledger.test-factories';
