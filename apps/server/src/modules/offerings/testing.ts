export * from './offerings.test-load';
