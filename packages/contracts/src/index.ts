export * from './auth';
export * from './envelope';
export * from './errors';
export * from './tenants';
export * from './validation';
