export * from './auth';
export * from './envelope';
export * from './errors';
export * from './lookups';
export * from './roles';
export * from './tenants';
export * from './theme-colors';
export * from './validation';
