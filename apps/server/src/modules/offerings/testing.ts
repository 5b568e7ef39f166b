export * from './offerings.test-factories';
export * from './offerings.test-load';
