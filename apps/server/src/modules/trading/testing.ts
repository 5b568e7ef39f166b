export * from './trading.test-factories';
