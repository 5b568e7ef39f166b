export * from './realtime/realtime-test-client';
export * from './trading.test-factories';
