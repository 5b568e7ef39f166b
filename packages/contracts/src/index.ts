export * from './auth';
export * from './envelope';
export * from './errors';
export * from './lookups';
export * from './tenants';
export * from './validation';
